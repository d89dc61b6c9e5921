// The virtual clock of the conformance page (docs/conformance.md). Loaded before the library:
// setTimeout/setInterval/clearTimeout/clearInterval, requestAnimationFrame/cancelAnimationFrame,
// MessageChannel, performance.now and Date.now read and run on a clock that only the harness advances. CSS
// animations and transitions are paused the first time they are seen and seeked to the virtual
// time after every callback.
(function () {
  "use strict";
  var native = {
    setTimeout: window.setTimeout.bind(window),
    requestAnimationFrame: window.requestAnimationFrame.bind(window),
  };
  var EPOCH = 1700000000000;  // Date.now() at virtual time 0 (any fixed value)
  var TOLERANCE = 1e-6;       // frame times k*1000/60 are not exact in doubles
  var now = 0;
  var seq = 0;
  var nextId = 1;
  var timers = new Map();     // id -> {due, delay, fn, args, interval, seq}
  var rafs = [];              // [{id, fn}]
  var started = new WeakMap(); // animation -> virtual start time
  var errors = [];

  function arm(fn, delay, args, interval) {
    var id = nextId++;
    delay = Number(delay) || 0;
    if (delay < 0) delay = 0;
    timers.set(id, {due: now + delay, delay: interval ? Math.max(1, delay) : delay,
                    fn: fn, args: args, interval: interval, seq: seq++});
    return id;
  }
  window.setTimeout = function (fn, delay) { return arm(fn, delay, Array.prototype.slice.call(arguments, 2), false); };
  window.setInterval = function (fn, delay) { return arm(fn, delay, Array.prototype.slice.call(arguments, 2), true); };
  window.clearTimeout = window.clearInterval = function (id) { timers.delete(id); };
  window.requestAnimationFrame = function (fn) { var id = nextId++; rafs.push({id: id, fn: fn}); return id; };
  window.cancelAnimationFrame = function (id) { rafs = rafs.filter(function (r) { return r.id !== id; }); };
  // React's scheduler posts its work through a MessageChannel port: a posted message becomes a
  // zero-delay virtual timer that calls the other port's onmessage (and its "message" listeners).
  function Port() { this.onmessage = null; this.other = null; this.listeners = []; }
  Port.prototype.postMessage = function (data) {
    var target = this.other;
    arm(function () {
      var event = {data: data, target: target, currentTarget: target};
      if (typeof target.onmessage === "function") target.onmessage(event);
      target.listeners.slice().forEach(function (l) { l.call(target, event); });
    }, 0, [], false);
  };
  Port.prototype.addEventListener = function (type, fn) { if (type === "message") this.listeners.push(fn); };
  Port.prototype.removeEventListener = function (type, fn) { this.listeners = this.listeners.filter(function (l) { return l !== fn; }); };
  Port.prototype.start = Port.prototype.close = function () {};
  window.MessageChannel = function () {
    this.port1 = new Port(); this.port2 = new Port();
    this.port1.other = this.port2; this.port2.other = this.port1;
  };
  performance.now = function () { return now; };
  Date.now = function () { return EPOCH + Math.round(now); };

  function call(fn, args) {
    try {
      if (typeof fn === "function") fn.apply(window, args);
      else (0, eval)(String(fn));
    } catch (e) {
      errors.push(String(e && e.stack || e));
    }
  }

  // Pauses every running animation the first time it is seen (its start is the virtual time
  // then) and seeks each to min(now - start, end).
  function seek() {
    var animations = document.getAnimations();
    for (var i = 0; i < animations.length; i++) {
      var a = animations[i];
      if (!started.has(a)) { started.set(a, now); a.pause(); }
      var end = a.effect ? a.effect.getComputedTiming().endTime : 0;
      a.currentTime = Math.min(now - started.get(a), end);
      // A script's animation (element.animate: dnd-kit's DragOverlay drop) that has reached its
      // end finishes, so that its finish event and promise come (in the next real rendering);
      // paused, it never would. CSS transitions stay paused at their end, as before.
      if (now - started.get(a) >= end && !(window.CSSTransition && a instanceof CSSTransition) &&
          !(window.CSSAnimation && a instanceof CSSAnimation) && a.playState !== "finished") a.finish();
    }
  }

  // Runs every timer due by t, in order of due time, ties in the order they were armed; while a
  // callback runs the clock reads its due time. Ends with the clock at t.
  function runTimers(t) {
    for (;;) {
      var best = null, bestId = 0;
      timers.forEach(function (timer, id) {
        if (timer.due <= t + TOLERANCE && (best === null || timer.due < best.due - TOLERANCE ||
            (Math.abs(timer.due - best.due) <= TOLERANCE && timer.seq < best.seq))) { best = timer; bestId = id; }
      });
      if (best === null) break;
      now = Math.max(now, best.due);
      if (best.interval) { best.due = best.due + best.delay; best.seq = seq++; } else timers.delete(bestId);
      call(best.fn, best.args);
      seek();
    }
    now = Math.max(now, t);
    seek();
  }

  // The animation frame callbacks requested so far, with time t.
  function runFrame(t) {
    now = Math.max(now, t);
    var due = rafs;
    rafs = [];
    for (var i = 0; i < due.length; i++) call(due[i].fn, [t]);
    seek();
  }

  // Every trusted pointer and mouse event, with the virtual time it arrived at.
  var received = [];
  ["pointerdown", "pointermove", "pointerup", "mousedown", "mousemove", "mouseup"].forEach(function (type) {
    window.addEventListener(type, function (e) { if (e.isTrusted) received.push(type); }, true);
  });
  window.addEventListener("error", function (e) { errors.push(String(e.message)); });

  window.__clock = {
    runTimers: runTimers,
    runFrame: runFrame,
    now: function () { return now; },
    pending: function () { return timers.size; },
    takeReceived: function () { var r = received; received = []; return r; },
    errors: function () { return errors.slice(); },
    // One real rendering opportunity (native frame, then a native task), so that events the
    // browser generates (scroll) arrive inside the current virtual frame.
    render: function (done) { native.requestAnimationFrame(function () { native.setTimeout(done, 0); }); },
  };
})();
