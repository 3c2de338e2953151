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
  // A language picked on a prerendered landing page before its script has taken over: open that
  // language's page, as the menu does once the app runs (src/web/app/layout/use-choose-locale.ts).
  document.addEventListener('change', function (event) {
    var menu = event.target;
    if (!menu || !menu.matches || !menu.matches('select[data-language-menu]')) return;
    if (document.documentElement.hasAttribute('data-app')) return;
    try {
      localStorage.setItem('reviewtap.locale', menu.value);
    } catch (e) {}
    location.assign(menu.value === 'en' ? '/' : '/' + menu.value + '/');
  });
})();
