/* global window, document */
// Applies the saved (or OS) theme before the first paint so dark-mode users never see a white flash.
// It is a separate file rather than an inline <script> because the server's Content-Security-Policy
// (helmet, script-src 'self') blocks inline scripts. Keep the key in sync with src/web/lib/theme.ts.
(function () {
  var stored;
  try {
    stored = window.localStorage.getItem('theme');
  } catch {
    stored = null;
  }
  var theme =
    stored === 'light' || stored === 'dark'
      ? stored
      : window.matchMedia('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light';
  var root = document.documentElement;
  if (theme === 'dark') root.classList.add('dark');
  root.style.colorScheme = theme;
})();
