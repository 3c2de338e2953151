// Loaded by the pages a popup lands on when it comes back (sign-in, the Business Profile
// connection): report to the opener, then close. The opener is reached directly when the browser
// kept it; when it did not (a browsing context group switch on the way back from Google), through a
// same-origin BroadcastChannel that the opener listens on (its name is POPUP_CHANNEL in
// src/shared/constants/auth.ts).
(function () {
  var type = document.currentScript && document.currentScript.getAttribute('data-type');
  var message = { type: type };
  if (window.opener && !window.opener.closed) {
    window.opener.postMessage(message, window.location.origin);
  } else if (typeof BroadcastChannel === 'function') {
    var channel = new BroadcastChannel('reviewtap-popup');
    channel.postMessage(message);
    channel.close();
  }
  window.close();
  // Still open: this was not a popup (opened as a tab, or the browser refused to close it). After a
  // sign-in, continue in this tab.
  setTimeout(function () {
    if (!window.closed && type === 'GOOGLE_AUTH_SUCCESS') window.location.replace('/');
  }, 500);
})();
