// The page side of `shuffleboard record` (docs/record.md), injected after the conformance suite's
// clock (Tests/Conformance/clock.js) and before the page's own scripts. It makes the rest of what
// a page could read of time or chance fixed (new Date(), Math.random), counts the animation frames
// requested, and answers the recorder: the items and their container, measured once; each frame's
// data order, scroll offset and the rect of the element that follows the pointer.
(function () {
  "use strict";
  // new Date() and Date() on the virtual clock (clock.js replaces Date.now only).
  var RealDate = Date;
  function VirtualDate() {
    if (!(this instanceof VirtualDate)) return new RealDate(RealDate.now()).toString();
    var args = Array.prototype.slice.call(arguments);
    if (args.length === 0) return new RealDate(RealDate.now());
    return new (Function.prototype.bind.apply(RealDate, [null].concat(args)))();
  }
  VirtualDate.prototype = RealDate.prototype;
  VirtualDate.now = RealDate.now;
  VirtualDate.parse = RealDate.parse;
  VirtualDate.UTC = RealDate.UTC;
  window.Date = VirtualDate;

  // Math.random from a fixed seed (xorshift32), so that a page's random ids are the same each run.
  var seed = 2463534242;
  Math.random = function () {
    seed ^= seed << 13; seed >>>= 0;
    seed ^= seed >>> 17;
    seed ^= seed << 5; seed >>>= 0;
    return seed / 4294967296;
  };

  // The animation frames requested and not yet run or cancelled: a page waiting for one is busy.
  var requested = new Set();
  var request = window.requestAnimationFrame, cancel = window.cancelAnimationFrame;
  window.requestAnimationFrame = function (fn) {
    var id = request(function (t) { requested.delete(id); fn(t); });
    requested.add(id);
    return id;
  };
  window.cancelAnimationFrame = function (id) { requested.delete(id); cancel(id); };

  var state = null;
  var reported = 0;

  function labelOf(el) {
    var id = el.getAttribute("data-id");
    return id !== null ? id : el.textContent.trim();
  }
  function round(v) { return Math.round(v * 10000) / 10000; }
  // Whether el, or an element between it and what it shares with the container, is taken out
  // of the flow to follow the pointer: position fixed or absolute.
  function floats(el) {
    for (var a = el; a && a.nodeType === 1; a = a.parentElement) {
      if (a.contains(state.container)) return false;
      var position = getComputedStyle(a).position;
      if (position === "fixed" || position === "absolute") return true;
    }
    return false;
  }
  function transformed(el) {
    var t = getComputedStyle(el).transform;
    return t && t !== "none" && t !== "matrix(1, 0, 0, 1, 0, 0)";
  }
  function inOrder(a, b) { return (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) ? -1 : 1; }

  window.__record = {
    // The items (--items at load) and their container (--container, else the first item's
    // parent), its border box's top-left in client coordinates; or why not.
    setup: function (itemsSelector, containerSelector) {
      var items;
      try { items = Array.prototype.slice.call(document.querySelectorAll(itemsSelector)); }
      catch (e) { return {error: "--items '" + itemsSelector + "' is not a CSS selector the browser accepts"}; }
      if (items.length === 0) return {error: "no element of the page matches --items '" + itemsSelector + "'"};
      var container;
      if (containerSelector) {
        try { container = document.querySelector(containerSelector); }
        catch (e) { return {error: "--container '" + containerSelector + "' is not a CSS selector the browser accepts"}; }
        if (!container) return {error: "no element of the page matches --container '" + containerSelector + "'"};
      } else {
        container = items[0].parentElement;
      }
      for (var i = 0; i < items.length; i++) {
        if (!container.contains(items[i]) || container === items[i]) {
          return {error: "the item '" + labelOf(items[i]) + "' is not inside the container"};
        }
      }
      var box = container.getBoundingClientRect();
      state = {items: items, selector: itemsSelector, container: container, origin: [box.left, box.top],
               labels: new Map(), floating: new Set(), pressed: null};
      items.forEach(function (el) {
        state.labels.set(el, labelOf(el));
        if (floats(el)) state.floating.add(el);
      });
      var library = null;
      try { if (window.Sortable && window.Sortable.version) library = "SortableJS " + window.Sortable.version; } catch (e) {}
      try { if (!library && window.jQuery && window.jQuery.ui && window.jQuery.ui.version) library = "jQuery UI " + window.jQuery.ui.version; } catch (e) {}
      return {labels: items.map(labelOf), origin: state.origin, library: library,
              viewport: [window.innerWidth, window.innerHeight, window.devicePixelRatio]};
    },

    // The centre of an item's bounding client rect, in board coordinates (from the container's
    // top-left as measured at load); null when no item has that label.
    centre: function (label) {
      for (var i = 0; i < state.items.length; i++) {
        var el = state.items[i];
        if (state.labels.get(el) === label && el.isConnected) {
          var r = el.getBoundingClientRect();
          return [r.left + r.width / 2 - state.origin[0], r.top + r.height / 2 - state.origin[1]];
        }
      }
      return null;
    },

    // The item under a board point, which a press there picks up (null over none).
    itemAt: function (x, y) {
      var hit = document.elementFromPoint(state.origin[0] + x, state.origin[1] + y);
      for (var i = 0; hit && i < state.items.length; i++) {
        if (state.items[i].contains(hit)) return state.labels.get(state.items[i]);
      }
      return null;
    },

    press: function (label) { state.pressed = label; },
    release: function () { state.pressed = null; },

    // The element that follows the pointer, for the item `label`: the last, in document order, of
    // the elements labelled so (matching --items now, or items at load) that float now and did
    // not at load (SortableJS's fallback clone, jQuery UI's helper, dnd-kit's overlay); while the
    // pointer is down, else the item itself when it has a transform (a page that drags it so).
    lifted: function (label, down) {
      var candidates = Array.prototype.slice.call(document.querySelectorAll(state.selector));
      state.items.forEach(function (el) { if (candidates.indexOf(el) < 0) candidates.push(el); });
      var found = candidates.filter(function (el) {
        var name = state.labels.has(el) ? state.labels.get(el) : labelOf(el);
        return name === label && el.isConnected && !state.floating.has(el) && floats(el);
      }).sort(inOrder);
      if (found.length) return found[found.length - 1];
      if (!down) return null;
      for (var i = 0; i < state.items.length; i++) {
        var item = state.items[i];
        if (state.labels.get(item) === label && item.isConnected && transformed(item)) return item;
      }
      return null;
    },

    // This frame: the items' labels in document order (those still in the page), the container's
    // scroll offset, the lifted element's rect in the container's content coordinates, the page's
    // errors since the last frame, and whether anything is still to come (a timer, an animation
    // frame, a running animation).
    // (Before setup, in the lead frames, nothing but the errors and whether it is busy.)
    snapshot: function (down) {
      var out = {data: [], offset: [0, 0], lifted: null};
      var c = state && state.container;
      if (state) {
        var present = state.items.filter(function (el) { return el.isConnected; }).sort(inOrder);
        out.data = present.map(function (el) { return state.labels.get(el); });
        out.offset = [c.scrollLeft, c.scrollTop];
      }
      if (state && state.pressed !== null) {
        var el = this.lifted(state.pressed, down);
        if (el) {
          var r = el.getBoundingClientRect();
          out.lifted = [round(r.left - state.origin[0] + c.scrollLeft), round(r.top - state.origin[1] + c.scrollTop),
                        round(r.width), round(r.height)];
        }
      }
      var errors = window.__clock.errors();
      out.errors = errors.slice(reported);
      reported = errors.length;
      out.busy = window.__clock.pending() > 0 || requested.size > 0 || document.getAnimations().some(function (a) {
        var end = a.effect ? a.effect.getComputedTiming().endTime : 0;
        return a.playState !== "finished" && (a.currentTime === null || a.currentTime < end);
      });
      return out;
    },
  };
})();
