// The offline-mode plugin's own registration module (it exports nothing; importing it registers the
// worker), reachable under this name for ./registerWhenIdle.ts (wired by src/perf/plugin.ts).
declare module '@mrs/pwa-register-sw' {}
