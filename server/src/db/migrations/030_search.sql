-- Search that finds what people mean (issue 46): accents folded on both sides, words with typos
-- matched to the words the texts use, job skills in the job's vector, and places by distance.
-- Every part is a PostgreSQL extension shipped with Debian's PostgreSQL and with PGlite. On a
-- managed PostgreSQL whose role may not create extensions, an administrator creates these five
-- first; the statements below then leave them as they are.
CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
CREATE EXTENSION IF NOT EXISTS cube;
CREATE EXTENSION IF NOT EXISTS earthdistance;

-- The text search configurations with accents folded: Zürich, São Paulo and Kraków are indexed
-- and searched as zurich, sao paulo and krakow. 'word' and 'hword*' are the tokens with letters
-- outside ASCII; ASCII words need no folding.
CREATE TEXT SEARCH CONFIGURATION mb_english (COPY = english);
ALTER TEXT SEARCH CONFIGURATION mb_english
  ALTER MAPPING FOR word, hword, hword_part WITH unaccent, english_stem;
CREATE TEXT SEARCH CONFIGURATION mb_simple (COPY = simple);
ALTER TEXT SEARCH CONFIGURATION mb_simple
  ALTER MAPPING FOR word, hword, hword_part WITH unaccent, simple;

-- Every function below says where it finds what it uses (its search path, or schema-qualified
-- names): pg_restore runs with an empty search path, and rebuilds indexes and fires triggers
-- with it.

-- A place name as the location filters compare it: accents folded, lower case, every run of
-- spaces and hyphens one space ("Frankfurt-am-Main" and "frankfurt am main" meet). unaccent is
-- only STABLE because its dictionary could be changed; ours never is, so an index may use it.
CREATE FUNCTION mb_place_key(name text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE SET search_path = public
  RETURN lower(regexp_replace(unaccent('unaccent'::regdictionary, name), '[[:space:]-]+', ' ', 'g'));

-- Text as both searches cut it into words (server/src/search/words.ts does the same to what is
-- typed): C++, C# and .NET spelled out, which any tokenizer would cut to "c" and "net"; Node.js
-- one word, nodejs (not a "js" that a search for JavaScript would find); and a dot, slash or
-- underscore between letters a space ("CI/CD" is ci and cd).
CREATE FUNCTION mb_search_text(body text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE SET search_path = public
  RETURN regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(lower(body),
    '(^|[^[:alnum:]])c\+\+', '\1 cplusplus ', 'g'),
    '(^|[^[:alnum:]])([cf])#', '\1 \2sharp ', 'g'),
    '(^|[^[:alnum:]])\.net($|[^[:alnum:]])', '\1 dotnet \2', 'g'),
    '([[:alnum:]])\.js($|[^[:alnum:]])', '\1js\2', 'g'),
    '([[:alnum:]])[./_](?=[[:alnum:]])', '\1 ', 'g');

-- The words the searchable texts use, which a word typed with a typo is matched to (trigram
-- similarity finds the candidates, the edit distance decides: server/src/search/). Learnt from
-- the texts the searches match for anyone: job titles, skills and descriptions, and the public
-- parts of candidate profiles; never a name.
CREATE TABLE search_words (word text PRIMARY KEY);
-- GiST, not GIN: it answers "the words nearest to this one" (ORDER BY <->), which finds a
-- transposed short word ("raect") whose trigrams are too unlike for a similarity threshold.
CREATE INDEX search_words_trigrams ON search_words USING gist (word gist_trgm_ops);

-- Where a job and a candidate are, from the places service's coordinates of their city (the
-- server looks them up when a city is written, and for rows written before, at start:
-- server/src/search/places.ts). NULL where there is no city or it is not known.
ALTER TABLE jobs ADD COLUMN latitude double precision, ADD COLUMN longitude double precision;
ALTER TABLE candidate_profiles
  ADD COLUMN latitude double precision, ADD COLUMN longitude double precision;
-- A point as earthdistance's ll_to_earth makes it (the earth's radius is its earth(), in metres),
-- written out with the cube functions named by schema: ll_to_earth names them without, so an
-- index on it could not be rebuilt by pg_restore (which empties the search path), and a function
-- that sets its own search path is called, not inlined, costing every row it filters (77 ms for
-- 5,000 jobs). This one PostgreSQL inlines.
CREATE FUNCTION mb_earth(latitude double precision, longitude double precision)
  RETURNS public.cube LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN public.cube(public.cube(public.cube(
    6378168 * cos(radians(latitude)) * cos(radians(longitude))),
    6378168 * cos(radians(latitude)) * sin(radians(longitude))),
    6378168 * sin(radians(latitude)));
CREATE INDEX jobs_place ON jobs USING gist (mb_earth(latitude, longitude))
  WHERE latitude IS NOT NULL;
CREATE INDEX candidate_profiles_place ON candidate_profiles
  USING gist (mb_earth(latitude, longitude)) WHERE latitude IS NOT NULL;
-- The rows whose city is still to be looked up (or is not known): few, once they have been.
CREATE INDEX jobs_unlocated ON jobs (nid) WHERE latitude IS NULL AND city_name IS NOT NULL;
CREATE INDEX candidate_profiles_unlocated ON candidate_profiles (nid)
  WHERE latitude IS NULL AND city_text IS NOT NULL;

-- A city written anew is looked up anew.
CREATE FUNCTION mb_profile_moved() RETURNS trigger LANGUAGE plpgsql SET search_path = public AS $$
BEGIN
  IF (NEW.city_text, NEW.state, NEW.country_tid) IS DISTINCT FROM
     (OLD.city_text, OLD.state, OLD.country_tid) THEN
    NEW.latitude := NULL;
    NEW.longitude := NULL;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER candidate_profiles_moved BEFORE UPDATE OF city_text, state, country_tid
  ON candidate_profiles FOR EACH ROW EXECUTE FUNCTION mb_profile_moved();

-- A job's vector: the title weighs most (A), then its skills (B), then the city and the
-- description (C), then the requirements (D). The skills' names live in taxonomy_terms, which a
-- generated column cannot read, so a trigger computes it.
DROP INDEX jobs_search;
ALTER TABLE jobs DROP COLUMN search;
ALTER TABLE jobs ADD COLUMN search tsvector NOT NULL DEFAULT ''::tsvector;
ALTER TABLE jobs ALTER COLUMN search SET STORAGE MAIN;

CREATE FUNCTION mb_job_search() RETURNS trigger LANGUAGE plpgsql SET search_path = public AS $$
BEGIN
  NEW.search :=
    setweight(to_tsvector('mb_english', mb_search_text(NEW.title)), 'A')
    || setweight(to_tsvector('mb_english', mb_search_text(coalesce(
         (SELECT string_agg(t.name, ' ') FROM taxonomy_terms t
           WHERE t.tid = ANY (NEW.technical_skill_tids)), ''))), 'B')
    || setweight(to_tsvector('mb_english', mb_search_text(coalesce(NEW.city_name, '') || ' '
         || regexp_replace(NEW.description, '<[^>]*>', ' ', 'g'))), 'C')
    || setweight(to_tsvector('mb_english', mb_search_text(
         regexp_replace(coalesce(NEW.experience_requirements, ''), '<[^>]*>', ' ', 'g'))), 'D');
  IF TG_OP = 'UPDATE' AND (NEW.city_name, NEW.state, NEW.country_tid) IS DISTINCT FROM
       (OLD.city_name, OLD.state, OLD.country_tid) THEN
    NEW.latitude := NULL;
    NEW.longitude := NULL;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER jobs_search BEFORE INSERT OR UPDATE OF title, technical_skill_tids, city_name,
  state, country_tid, description, experience_requirements
  ON jobs FOR EACH ROW EXECUTE FUNCTION mb_job_search();

-- The words of a job's title, skills and description (not stemmed: the words as written).
CREATE FUNCTION mb_job_words(title text, skills integer[], description text) RETURNS text[]
  LANGUAGE sql STABLE PARALLEL SAFE SET search_path = public
  RETURN tsvector_to_array(to_tsvector('mb_simple', mb_search_text(title || ' ' || coalesce(
      (SELECT string_agg(t.name, ' ') FROM taxonomy_terms t WHERE t.tid = ANY (skills)), '')
    || ' ' || regexp_replace(description, '<[^>]*>', ' ', 'g'))));

-- Learnt once per statement, so a bulk insert learns its words in one go; an update learns only
-- from the rows whose texts it changed.
CREATE FUNCTION mb_learn_inserted_job_words() RETURNS trigger LANGUAGE plpgsql SET search_path = public AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM written j,
      unnest(mb_job_words(j.title, j.technical_skill_tids, j.description)) w
    WHERE w ~ '^[a-z][a-z0-9]{3,29}$'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE FUNCTION mb_learn_updated_job_words() RETURNS trigger LANGUAGE plpgsql SET search_path = public AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM written j
      JOIN earlier e ON e.nid = j.nid,
      unnest(mb_job_words(j.title, j.technical_skill_tids, j.description)) w
    WHERE (j.title, j.technical_skill_tids, j.description)
            IS DISTINCT FROM (e.title, e.technical_skill_tids, e.description)
      AND w ~ '^[a-z][a-z0-9]{3,29}$'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER jobs_learn_inserted AFTER INSERT ON jobs REFERENCING NEW TABLE AS written
  FOR EACH STATEMENT EXECUTE FUNCTION mb_learn_inserted_job_words();
CREATE TRIGGER jobs_learn_updated AFTER UPDATE ON jobs
  REFERENCING OLD TABLE AS earlier NEW TABLE AS written
  FOR EACH STATEMENT EXECUTE FUNCTION mb_learn_updated_job_words();

-- A profile's public words, from its search_public vector (server/src/db/searchIndex.ts).
CREATE FUNCTION mb_learn_profile_words() RETURNS trigger LANGUAGE plpgsql SET search_path = public AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM written p
      JOIN earlier e ON e.nid = p.nid AND e.search_public IS DISTINCT FROM p.search_public,
      unnest(tsvector_to_array(p.search_public)) w
    WHERE w ~ '^[a-z][a-z0-9]{3,29}$'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER candidate_profiles_learn_updated AFTER UPDATE ON candidate_profiles
  REFERENCING OLD TABLE AS earlier NEW TABLE AS written
  FOR EACH STATEMENT EXECUTE FUNCTION mb_learn_profile_words();

-- The jobs written so far: their vectors (the trigger above computes them) and their words (the
-- update changed no text, so the trigger that learns them leaves them out).
UPDATE jobs SET title = title;
INSERT INTO search_words (word)
  SELECT DISTINCT w FROM jobs j, unnest(mb_job_words(j.title, j.technical_skill_tids, j.description)) w
  WHERE w ~ '^[a-z][a-z0-9]{3,29}$'
ON CONFLICT DO NOTHING;
CREATE INDEX jobs_search ON jobs USING gin (search);

-- Candidate vectors cut and folded the same way (the expressions of server/src/db/searchIndex.ts).
UPDATE candidate_profiles AS p SET
  search_public =
    setweight(to_tsvector('mb_simple', mb_search_text(coalesce(p.current_role_text, ''))), 'A')
    || to_tsvector('mb_simple', coalesce(p.city_text, '') || ' ' || coalesce(p.state, ''))
    || to_tsvector('mb_simple', coalesce(
         (SELECT t.name FROM taxonomy_terms t WHERE t.tid = p.country_tid), ''))
    || setweight(to_tsvector('mb_simple', mb_search_text(coalesce(
         (SELECT string_agg(t.name, ' ') FROM candidate_profile_skills s
            JOIN taxonomy_terms t ON t.tid = s.tid WHERE s.nid = p.nid), ''))), 'B'),
  search_name = to_tsvector('mb_simple', p.first_name || ' ' || p.last_name);
INSERT INTO search_words (word)
  SELECT DISTINCT w FROM candidate_profiles p, unnest(tsvector_to_array(p.search_public)) w
  WHERE w ~ '^[a-z][a-z0-9]{3,29}$'
ON CONFLICT DO NOTHING;

-- The location filters, accents folded.
DROP INDEX jobs_city;
CREATE INDEX jobs_city ON jobs (mb_place_key(city_name));

