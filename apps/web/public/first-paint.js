// apps/api send-shell.ts afterFirstPaint: the app's files are asked for once the first screen is drawn — its
// main photo (the first img with fetchpriority=high) loaded and painted, or the first frame when it has none.
// A tap or key first, or 3 s without the photo, starts it at once: the page never waits on a slow picture.
(function () {
  var me = document.currentScript;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    (me.getAttribute('data-preload') || '').split(' ').forEach(function (href) {
      if (!href) return;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = 'anonymous';
      link.href = href;
      document.head.appendChild(link);
    });
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = 'anonymous';
    entry.src = me.getAttribute('data-entry');
    document.head.appendChild(entry);
  }
  // The timeout after a frame's requestAnimationFrame runs once that frame is drawn.
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  ['pointerdown', 'keydown', 'touchstart'].forEach(function (type) {
    document.addEventListener(type, start, { once: true, capture: true, passive: true });
  });
  setTimeout(start, 3000);
  var photo = document.querySelector('#root img[fetchpriority="high"]');
  if (!photo || photo.complete) return afterPaint();
  photo.addEventListener('load', afterPaint, { once: true });
  photo.addEventListener('error', afterPaint, { once: true });
})();
