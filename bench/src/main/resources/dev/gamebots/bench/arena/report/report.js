// The arena report's replay and charts. No library, no network: the data comes from the JSON block
// above (written by the arena with jackson) and everything is drawn as SVG in this page.
(function () {
  'use strict';
  var NS = 'http://www.w3.org/2000/svg';
  var data = JSON.parse(document.getElementById('data').textContent);
  var replays = data.replays || [];
  var cur = -1;
  var ply = 0;

  function el(name, attrs, parent, text) {
    var e = document.createElementNS(NS, name);
    for (var k in attrs) {
      if (Object.prototype.hasOwnProperty.call(attrs, k)) { e.setAttribute(k, attrs[k]); }
    }
    if (text !== undefined) { e.textContent = text; }
    if (parent) { parent.appendChild(e); }
    return e;
  }

  function frameCount(r) { return r.labels.length + 1; }

  // Gomoku: the grid, the opening's stones unnumbered, the moves numbered, the last one ringed, and
  // on the final position the winning five struck through. x runs right, y down, as the protocol's.
  function drawGomoku(r, k) {
    var n = r.size, c = 28, m = c;
    var w = m * 2 + c * (n - 1);
    var svg = el('svg', {viewBox: '0 0 ' + w + ' ' + w, 'class': 'board gomoku'});
    el('rect', {x: 0, y: 0, width: w, height: w, 'class': 'wood'}, svg);
    for (var i = 0; i < n; i++) {
      el('line', {x1: m, y1: m + i * c, x2: m + (n - 1) * c, y2: m + i * c, 'class': 'grid-line'}, svg);
      el('line', {x1: m + i * c, y1: m, x2: m + i * c, y2: m + (n - 1) * c, 'class': 'grid-line'}, svg);
      el('text', {x: m + i * c, y: m / 2 - 2, 'class': 'coord'}, svg, String(i));
      el('text', {x: m / 2 - 4, y: m + i * c, 'class': 'coord'}, svg, String(i));
    }
    function stone(x, y, color, num) {
      var cls = color === 1 ? 'black' : 'white';
      el('circle', {cx: m + x * c, cy: m + y * c, r: c * 0.45, 'class': 'stone ' + cls, 'data-x': x, 'data-y': y,
        'data-color': color, 'data-n': num}, svg);
      if (num > 0) {
        el('text', {x: m + x * c, y: m + y * c, 'class': 'stone-num on-' + cls}, svg, String(num));
      }
    }
    r.opening.forEach(function (s, i) { stone(s[0], s[1], i % 2 === 0 ? 1 : 2, 0); });
    for (var j = 0; j < k; j++) { stone(r.moves[j][0], r.moves[j][1], r.moves[j][2], j + 1); }
    if (k > 0) {
      var lm = r.moves[k - 1];
      el('circle', {cx: m + lm[0] * c, cy: m + lm[1] * c, r: c * 0.5, 'class': 'last-ring'}, svg);
    }
    if (r.five && k === r.moves.length) {
      var a = r.five[0], b = r.five[r.five.length - 1];
      el('line', {x1: m + a[0] * c, y1: m + a[1] * c, x2: m + b[0] * c, y2: m + b[1] * c, 'class': 'five-line',
        'data-five': r.five.map(function (p) { return p[0] + ',' + p[1]; }).join(' ')}, svg);
    }
    return svg;
  }

  // Othello: row 1 at the top, columns a.. left to right; octagon's cut corners drawn as blocked;
  // the legal moves of the side to move as small dots, the last move as a red mark.
  function drawOthello(r, k) {
    var n = r.size, c = 50, m = 24;
    var w = m + c * n + 4;
    var svg = el('svg', {viewBox: '0 0 ' + w + ' ' + w, 'class': 'board othello'});
    var board = r.boards[k];
    var last = k > 0 ? r.last[k - 1] : -1;
    for (var i = 0; i < n; i++) {
      el('text', {x: m + i * c + c / 2, y: m / 2, 'class': 'coord'}, svg, String.fromCharCode(97 + i));
      el('text', {x: m / 2, y: m + i * c + c / 2, 'class': 'coord'}, svg, String(i + 1));
    }
    for (var sq = 0; sq < n * n; sq++) {
      var x = m + (sq % n) * c, y = m + Math.floor(sq / n) * c, ch = board.charAt(sq);
      el('rect', {x: x, y: y, width: c, height: c, 'class': ch === '#' ? 'cell blocked' : 'cell', 'data-sq': sq}, svg);
      if (ch === 'x' || ch === 'o') {
        el('circle', {cx: x + c / 2, cy: y + c / 2, r: c * 0.42, 'class': 'disc ' + (ch === 'x' ? 'black' : 'white'),
          'data-sq': sq}, svg);
      } else if (ch === '*') {
        el('circle', {cx: x + c / 2, cy: y + c / 2, r: c * 0.1, 'class': 'legal', 'data-sq': sq}, svg);
      }
      if (sq === last) {
        el('circle', {cx: x + c / 2, cy: y + c / 2, r: c * 0.1, 'class': 'lastmove', 'data-sq': sq}, svg);
      }
    }
    return svg;
  }

  // Kalah: player 1's holes 1..6 along the bottom left to right and its store on the right; player
  // 2's holes along the top from its own left (the right) and its store on the left.
  function drawKalah(r, k) {
    var c = 70, w = c * 8 + 20, h = 2 * c + 60;
    var svg = el('svg', {viewBox: '0 0 ' + w + ' ' + h, 'class': 'board kalah'});
    el('rect', {x: 0, y: 0, width: w, height: h, rx: 20, 'class': 'kalah-board'}, svg);
    var pits = r.pits[k];
    var last = k > 0 ? r.last[k - 1] : -1;
    function pit(i, cx, cy, store) {
      var cls = 'pit' + (store ? ' store' : '') + (i === last ? ' lastmove' : '');
      if (store) {
        el('rect', {x: cx - c * 0.4, y: 30, width: c * 0.8, height: 2 * c, rx: 25, 'class': cls, 'data-pit': i}, svg);
      } else {
        el('circle', {cx: cx, cy: cy, r: c * 0.38, 'class': cls, 'data-pit': i}, svg);
      }
      el('text', {x: cx, y: cy, 'class': 'count', 'data-pit': i}, svg, String(pits[i]));
    }
    for (var hole = 1; hole <= 6; hole++) {
      pit(hole - 1, 10 + c * hole + c / 2, 30 + c * 1.5, false);
      pit(7 + hole - 1, 10 + c * (7 - hole) + c / 2, 30 + c / 2, false);
    }
    pit(6, 10 + c * 7 + c / 2, 30 + c, true);
    pit(13, 10 + c / 2, 30 + c, true);
    el('text', {x: w / 2, y: 18, 'class': 'kalah-label'}, svg, 'player 2');
    el('text', {x: w / 2, y: h - 8, 'class': 'kalah-label'}, svg, 'player 1');
    return svg;
  }

  // A line chart: every series' points [x, y] (a null y breaks the line), axes with a few ticks.
  function lineChart(chart) {
    var W = 560, H = 220, L = 56, R = 12, T = 22, B = 42;
    var svg = el('svg', {viewBox: '0 0 ' + W + ' ' + H, width: W, height: H, 'class': 'chart'});
    el('text', {x: L, y: 14, 'class': 'title'}, svg, chart.title);
    var xs = [], ys = [];
    chart.series.forEach(function (s) {
      s.points.forEach(function (p) { if (p[1] !== null) { xs.push(p[0]); ys.push(p[1]); } });
    });
    if (ys.length === 0) {
      el('text', {x: L, y: H / 2}, svg, 'no data');
      return svg;
    }
    var x0 = Math.min.apply(null, xs), x1 = Math.max.apply(null, xs);
    var y0 = Math.min(0, Math.min.apply(null, ys)), y1 = Math.max.apply(null, ys);
    if (x1 === x0) { x1 = x0 + 1; }
    if (y1 === y0) { y1 = y0 + 1; }
    function px(x) { return L + (x - x0) / (x1 - x0) * (W - L - R); }
    function py(y) { return H - B - (y - y0) / (y1 - y0) * (H - T - B); }
    var lastTick = null;
    for (var t = 0; t <= 4; t++) {
      var yv = y0 + (y1 - y0) * t / 4;
      el('line', {x1: L, x2: W - R, y1: py(yv), y2: py(yv), 'class': 'grid'}, svg);
      el('text', {x: L - 4, y: py(yv) + 4, 'text-anchor': 'end'}, svg, String(Math.round(yv * 10) / 10));
      var xv = Math.round(x0 + (x1 - x0) * t / 4);
      if (xv !== lastTick) {
        el('text', {x: px(xv), y: H - B + 14, 'text-anchor': 'middle'}, svg, String(xv));
        lastTick = xv;
      }
    }
    el('line', {x1: L, x2: L, y1: T, y2: H - B, 'class': 'axis'}, svg);
    el('line', {x1: L, x2: W - R, y1: H - B, y2: H - B, 'class': 'axis'}, svg);
    el('text', {x: W - R, y: H - B + 28, 'text-anchor': 'end'}, svg, chart.x_label + ' / ' + chart.y_label);
    var lx = L;
    chart.series.forEach(function (s) {
      var cls = s.cls + (s.dashed ? ' dashed' : '');
      var run = [];
      function flush() {
        if (run.length === 1) {
          el('circle', {cx: run[0][0], cy: run[0][1], r: 2, 'class': s.cls}, svg);
        } else if (run.length > 1) {
          el('polyline', {points: run.map(function (p) { return p[0].toFixed(1) + ',' + p[1].toFixed(1); }).join(' '),
            'class': cls}, svg);
        }
        run = [];
      }
      s.points.forEach(function (p) { if (p[1] === null) { flush(); } else { run.push([px(p[0]), py(p[1])]); } });
      flush();
      el('rect', {x: lx, y: H - 12, width: 10, height: 3, 'class': s.cls}, svg);
      el('text', {x: lx + 13, y: H - 8}, svg, s.name);
      lx += 18 + 6.5 * s.name.length;
    });
    return svg;
  }

  function clear(node) { while (node.firstChild) { node.removeChild(node.firstChild); } }

  function drawBoard(r, k) {
    return r.kind === 'gomoku' ? drawGomoku(r, k) : r.kind === 'othello' ? drawOthello(r, k) : drawKalah(r, k);
  }

  function show(i, k) {
    if (replays.length === 0) { return; }
    i = Math.max(0, Math.min(replays.length - 1, i));
    var r = replays[i];
    k = Math.max(0, Math.min(frameCount(r) - 1, k));
    var changed = i !== cur;
    cur = i;
    ply = k;
    var board = document.getElementById('board');
    clear(board);
    board.appendChild(drawBoard(r, k));
    document.getElementById('ply').textContent = 'move ' + k + ' of ' + (frameCount(r) - 1);
    var list = document.getElementById('moves');
    if (changed) {
      clear(list);
      r.labels.forEach(function (label, j) {
        var li = document.createElement('li');
        li.textContent = label;
        li.addEventListener('click', function () { show(cur, j + 1); });
        list.appendChild(li);
      });
      document.getElementById('game').value = String(i);
      document.getElementById('players').textContent = r.players;
      document.getElementById('result').textContent = r.result;
      var ex = document.getElementById('exports');
      clear(ex);
      (r.exports || []).forEach(function (f) {
        var a = document.createElement('a');
        a.href = f;
        a.textContent = f;
        ex.appendChild(a);
        ex.appendChild(document.createTextNode(' '));
      });
      var charts = document.getElementById('charts');
      clear(charts);
      (r.charts || []).forEach(function (c) { charts.appendChild(lineChart(c)); });
    }
    for (var j = 0; j < list.children.length; j++) {
      list.children[j].className = j === k - 1 ? 'current' : '';
    }
    if (k > 0 && list.children[k - 1] && list.children[k - 1].scrollIntoView) {
      list.children[k - 1].scrollIntoView({block: 'nearest'});
    }
    var state = document.getElementById('state');
    state.setAttribute('data-game', r.id);
    state.setAttribute('data-move', String(k));
    if (window.history && window.history.replaceState) {
      try { window.history.replaceState(null, '', '#game=' + r.id + '&move=' + k); } catch (e) { /* file: URLs in some browsers */ }
    }
  }

  function params() {
    var out = {};
    window.location.hash.replace(/^#/, '').split('&').forEach(function (kv) {
      var p = kv.split('=');
      if (p[0]) { out[decodeURIComponent(p[0])] = decodeURIComponent(p[1] || ''); }
    });
    return out;
  }

  function indexOf(id) {
    for (var i = 0; i < replays.length; i++) { if (replays[i].id === id) { return i; } }
    return 0;
  }

  var select = document.getElementById('game');
  replays.forEach(function (r, i) {
    var o = document.createElement('option');
    o.value = String(i);
    o.textContent = r.title + ': ' + r.result;
    select.appendChild(o);
  });
  select.addEventListener('change', function () { show(Number(select.value), 0); });
  document.getElementById('first').addEventListener('click', function () { show(cur, 0); });
  document.getElementById('prev').addEventListener('click', function () { show(cur, ply - 1); });
  document.getElementById('next').addEventListener('click', function () { show(cur, ply + 1); });
  document.getElementById('last').addEventListener('click', function () { show(cur, 1e9); });
  document.addEventListener('keydown', function (e) {
    if (e.target && e.target.tagName === 'SELECT') { return; }
    var keys = {ArrowLeft: -1, ArrowRight: 1};
    if (e.key in keys) { show(cur, ply + keys[e.key]); e.preventDefault(); }
    else if (e.key === 'Home') { show(cur, 0); e.preventDefault(); }
    else if (e.key === 'End') { show(cur, 1e9); e.preventDefault(); }
    else if (e.key === 'ArrowUp' || e.key === 'ArrowDown') { show(cur + (e.key === 'ArrowUp' ? -1 : 1), 0); e.preventDefault(); }
  });

  var progress = document.getElementById('progress-charts');
  (data.progress || []).forEach(function (c) { progress.appendChild(lineChart(c)); });

  var p = params();
  show(p.game ? indexOf(p.game) : 0, p.move ? Number(p.move) : 0);
  if (p.game && !p.noscroll) {
    // A link to a position opens at the replay, not at the standings ('&noscroll=1' keeps the top).
    document.getElementById('replay').scrollIntoView();
  }
  // Test hook: '&keys=RRL' presses Right, Right, Left (H = Home, E = End) and '&clicks=NNP' clicks
  // the page's own buttons (N next, P previous, F first, L last), so a headless browser can check
  // the controls by dumping the DOM.
  var names = {R: 'ArrowRight', L: 'ArrowLeft', H: 'Home', E: 'End'};
  (p.keys || '').split('').forEach(function (ch) {
    if (names[ch]) { document.dispatchEvent(new KeyboardEvent('keydown', {key: names[ch], bubbles: true})); }
  });
  var buttons = {N: 'next', P: 'prev', F: 'first', L: 'last'};
  (p.clicks || '').split('').forEach(function (ch) {
    if (buttons[ch]) { document.getElementById(buttons[ch]).click(); }
  });
  var stateEl = document.getElementById('state');
  // How long the page took from navigation to drawn (docs/arena.md measures a 200-game report with it).
  stateEl.setAttribute('data-ready-ms', String(Math.round(window.performance ? window.performance.now() : -1)));
  stateEl.setAttribute('data-ready', 'true');
}());
