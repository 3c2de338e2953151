// Loaded by the sign-in callback page inside the popup: report to the opener, then close.
(function () {
  var type = document.currentScript && document.currentScript.getAttribute('data-type');
  if (window.opener && !window.opener.closed) {
    window.opener.postMessage({ type: type }, window.location.origin);
    window.close();
  } else if (type === 'GOOGLE_AUTH_SUCCESS') {
    // No opener (the popup was opened as a tab): continue in this tab.
    window.location.replace('/');
  }
})();
