// The offline-mode plugin's own registration module (it exports nothing; importing it registers the
// worker), reachable under this name for src/serviceWorker/registerWhenIdle.ts (src/plugins/calm-hydration.ts).
declare module '@mrs/pwa-register-sw' {}
