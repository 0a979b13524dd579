/** Shown instead of the app when /config.js is missing or invalid; lists what to fix. */
export function ConfigErrorScreen({ problems }: { problems: string[] }) {
  return (
    <main style={{ maxWidth: 640, margin: '64px auto', padding: 16, fontFamily: 'sans-serif' }}>
      <h1>Matchboard cannot start</h1>
      <p>The runtime configuration (/config.js) needs attention:</p>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </main>
  );
}
