(function () {
  try {
    var saved = localStorage.getItem('theme');
    var dark = saved ? saved === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
    // The installed app's window bar follows the theme (colours from pwa.config.ts).
    var bar = document.querySelector('meta[name="theme-color"]');
    if (bar) bar.setAttribute('content', dark ? '#080d16' : '#fcfcfc');
  } catch (e) {}
})();
