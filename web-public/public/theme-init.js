// Paints the stored or system theme before React loads, so dark mode does not flash light.
// A file of its own rather than an inline script, so the Content-Security-Policy can stay 'self'.
(function () {
  try {
    var t = localStorage.getItem('theme');
    var dark = t ? t === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  } catch {
    /* storage unavailable: the app picks the theme when it starts */
  }
})();
