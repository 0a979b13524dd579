import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { Link, Navigate, NavLink, Route, Routes, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { selectCandidateQuery } from './candidateFiltersSlice';
import { cameFromBoard, candidatePaths } from './candidatePaths';
import { useCandidateAccess } from './useCandidateAccess';
import './candidatesArea.css';
import '@/components/layout/areaNav.css';

// Each page is its own chunk: the search does not load the board's drag and drop.
const CandidateSearchPage = lazy(() =>
  import(/* webpackChunkName: "candidate-search" */ './search/CandidateSearchPage').then((m) => ({
    default: m.CandidateSearchPage,
  })),
);
const CandidateProfilePage = lazy(() =>
  import(/* webpackChunkName: "candidate-profile" */ './profile/CandidateProfilePage').then(
    (m) => ({ default: m.CandidateProfilePage }),
  ),
);
const CandidateBoardPage = lazy(() =>
  import(/* webpackChunkName: "candidate-board" */ './board/CandidateBoardPage').then((m) => ({
    default: m.CandidateBoardPage,
  })),
);

function Loading() {
  return (
    <div className="mb-candidates__state" role="status" aria-label="Loading">
      <Spin size="large" />
    </div>
  );
}

/**
 * `/candidates/*` (spec 02 §2 "Candidate search and board"): the side menu Candidate Search and
 * Candidates Board; the board only with candidate-database access. Unknown paths go to the search.
 */
export function CandidatesArea() {
  const access = useCandidateAccess();
  const stored = useAppSelector(selectCandidateQuery);
  // A profile opened from the board belongs to the board (its menu item, its way back).
  const fromBoard = cameFromBoard(useLocation().state);
  return (
    <div className="mb-candidates">
      <nav aria-label="Candidates area" className="mb-area-nav">
        <NavLink
          to={candidatePaths.searchAt(stored)}
          end={false}
          className={({ isActive }) => (isActive && !fromBoard ? 'active' : '')}
          aria-current={fromBoard ? 'false' : 'page'}
        >
          Candidate Search
        </NavLink>
        {!access.full ? null : fromBoard ? (
          <Link to={candidatePaths.board} className="active" aria-current="page">
            Candidates Board
          </Link>
        ) : (
          <NavLink to={candidatePaths.board}>Candidates Board</NavLink>
        )}
      </nav>
      <Suspense fallback={<Loading />}>
        <Routes>
          <Route path="filter" element={<CandidateSearchPage />} />
          <Route path="filter/:uuid" element={<CandidateProfilePage />} />
          <Route
            path="board"
            element={
              access.loading ? (
                <Loading />
              ) : access.full ? (
                <CandidateBoardPage />
              ) : (
                <Navigate to={candidatePaths.search} replace />
              )
            }
          />
          <Route path="*" element={<Navigate to={candidatePaths.search} replace />} />
        </Routes>
      </Suspense>
    </div>
  );
}
