// nilab serve: the dashboard. Reads the JSON API (host/serve/API.md) and redraws by polling, so
// nothing needs a reload. Every string from the database reaches the page as text
// (textContent, SVG text nodes), never as markup.
'use strict';

const POLL_MS = 2000;
// Okabe-Ito, as the report's palette (host/report/palette.cc).
const PALETTE = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00', '#56B4E9', '#F0E442',
                 '#000000'];

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === 'class') node.className = v;
    else node.setAttribute(k, v);
  }
  for (const child of children) {
    if (child === null || child === undefined) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

function svgEl(tag, attrs) {
  const node = document.createElementNS('http://www.w3.org/2000/svg', tag);
  for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
  return node;
}

function setStatus(text, isError) {
  const s = document.getElementById('status');
  s.textContent = text;
  s.className = isError ? 'status error' : 'status';
}

async function getJson(url) {
  const response = await fetch(url, {cache: 'no-store'});
  const body = await response.json();
  if (!response.ok) throw new Error(body.error || response.statusText);
  return body;
}

// Runs `update` now and every POLL_MS; shows the time of the last update or its error.
function poll(update, every) {
  let busy = false;
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      await update();
      setStatus('updated ' + new Date().toLocaleTimeString());
    } catch (e) {
      setStatus('cannot update: ' + e.message, true);
    } finally {
      busy = false;
    }
  };
  tick();
  setInterval(tick, every || POLL_MS);
}

function duration(s) {
  if (s === null || s === undefined || !isFinite(s)) return '-';
  s = Math.round(s);
  if (s < 60) return s + 's';
  if (s < 3600) return Math.floor(s / 60) + 'm' + String(s % 60).padStart(2, '0') + 's';
  if (s < 86400) return Math.floor(s / 3600) + 'h' + String(Math.floor(s / 60) % 60).padStart(2, '0') + 'm';
  return Math.floor(s / 86400) + 'd' + String(Math.floor(s / 3600) % 24).padStart(2, '0') + 'h';
}

function fmt(v, decimals) {
  if (v === null || v === undefined) return '-';
  if (typeof v !== 'number') return String(v);
  return v.toFixed(decimals === undefined ? 4 : decimals);
}

function replace(node, ...children) {
  node.replaceChildren(...children.filter((c) => c !== null && c !== undefined));
}

function table(header, rows, numeric) {
  const head = el('tr', {}, ...header.map((h) => el('th', {}, h)));
  const body = rows.map((row) => el('tr', {}, ...row.map((cell, i) => {
    if (cell instanceof Node && cell.tagName === 'TD') return cell;
    return el('td', numeric && numeric[i] ? {class: 'num'} : {}, cell);
  })));
  return el('table', {}, el('thead', {}, head), el('tbody', {}, ...body));
}

function sweepLink(name) { return el('a', {href: '/sweeps/' + encodeURIComponent(name)}, name); }
function trialLink(id) { return el('a', {href: '/trials/' + encodeURIComponent(id)}, '#' + id); }

function progressBar(p) {
  const total = Math.max(1, p.total);
  const bar = el('span', {class: 'bar', title: p.counts.done + ' done of ' + p.total});
  bar.append(el('span', {class: 'done', style: 'width:' + (100 * p.counts.done / total) + '%'}));
  const failed = p.counts.failed + (p.counts.pruned || 0);
  bar.append(el('span', {class: 'failed', style: 'left:' + (100 * p.counts.done / total) +
                         '%;width:' + (100 * failed / total) + '%'}));
  return bar;
}

// ---- Charts (uPlot) ----

// Line chart of several series over a shared x: series = [{label, color, points: [[x, y]]}].
// Keeps one uPlot per container and only swaps its data while the series stay the same.
function lineChart(container, title, xLabel, yLabel, series, scatter) {
  const xs = [...new Set(series.flatMap((s) => s.points.map((p) => p[0])))].sort((a, b) => a - b);
  const index = new Map(xs.map((x, i) => [x, i]));
  const data = [xs];
  for (const s of series) {
    const ys = new Array(xs.length).fill(null);
    for (const [x, y] of s.points) ys[index.get(x)] = y;
    data.push(ys);
  }
  const key = title + '|' + series.map((s) => s.label).join('|');
  container.dataset.points = String(series.reduce((n, s) => n + s.points.length, 0));
  if (container._plot && container._key === key) {
    container._plot.setData(data);
    return;
  }
  if (container._plot) container._plot.destroy();
  replace(container, el('div', {class: 'chart-title'}, title));
  // Scatter plots get a margin so that points at the extremes are drawn whole.
  const padded = (u, lo, hi) => {
    const pad = (hi - lo) * 0.08 || Math.abs(lo) * 0.1 || 1;
    return [lo - pad, hi + pad];
  };
  const opts = {
    width: 560, height: 300,
    scales: scatter ? {x: {time: false, range: padded}, y: {range: padded}} : {x: {time: false}},
    axes: [{label: xLabel}, {label: yLabel, size: 60}],
    legend: {show: series.length <= 12},
    series: [{label: xLabel}].concat(series.map((s) => ({
      label: s.label, stroke: s.color, width: 1.5, spanGaps: true,
      points: {show: scatter || xs.length < 30, size: scatter ? 7 : 4, fill: s.color},
      paths: scatter ? () => null : undefined,
    }))),
  };
  container._plot = new uPlot(opts, data, container);
  container._key = key;
}

// Parallel coordinates: one vertical axis per param (numbers scaled to their range, text values
// spaced evenly) and the metric last; one line per done trial, coloured by model.
function parallelCoordinates(container, keys, metric, trials, colorOf) {
  const width = 900, height = 320, top = 30, bottom = 40;
  const axes = keys.concat([metric]);
  const svg = svgEl('svg', {class: 'parcoords', width, height, viewBox: `0 0 ${width} ${height}`});
  const value = (t, k) => (k === metric ? t.metrics[metric] : (k === 'model' ? t.model : t.params[k]));
  const scales = axes.map((k) => {
    const vals = trials.map((t) => value(t, k)).filter((v) => v !== null && v !== undefined);
    if (vals.every((v) => typeof v === 'number')) {
      const lo = Math.min(...vals), hi = Math.max(...vals);
      return {ticks: [lo, hi], at: (v) => (hi > lo ? (v - lo) / (hi - lo) : 0.5)};
    }
    const cats = [...new Set(vals.map(String))].sort();
    return {ticks: cats, at: (v) => (cats.length > 1 ? cats.indexOf(String(v)) / (cats.length - 1) : 0.5)};
  });
  const x = (i) => 60 + i * (width - 120) / Math.max(1, axes.length - 1);
  const y = (f) => height - bottom - f * (height - top - bottom);
  let drawn = 0;
  for (const t of trials) {
    const points = [];
    axes.forEach((k, i) => {
      const v = value(t, k);
      if (v !== null && v !== undefined) points.push(`${x(i).toFixed(1)},${y(scales[i].at(v)).toFixed(1)}`);
    });
    if (points.length < 2) continue;
    const line = svgEl('polyline', {class: 'line', points: points.join(' '), stroke: colorOf(t.model)});
    line.append(svgEl('title'));
    line.firstChild.textContent = '#' + t.id;
    svg.append(line);
    drawn++;
  }
  axes.forEach((k, i) => {
    svg.append(svgEl('line', {class: 'axis', x1: x(i), x2: x(i), y1: y(0), y2: y(1)}));
    const label = svgEl('text', {x: x(i), y: 16, 'text-anchor': 'middle'});
    label.textContent = k;
    svg.append(label);
    const ticks = scales[i].ticks;
    ticks.forEach((tick) => {
      const text = svgEl('text', {x: x(i) + 4, y: y(scales[i].at(tick)) + 4});
      text.textContent = typeof tick === 'number' ? fmt(tick, 3) : tick;
      svg.append(text);
    });
  });
  container.dataset.points = String(drawn);
  replace(container, el('div', {class: 'chart-title'}, 'parallel coordinates: params against ' + metric), svg);
}

// ---- Pages ----

async function sweepsPage(main) {
  document.title = 'nilab: sweeps';
  const list = el('div');
  replace(main, el('h1', {}, 'Sweeps'), list);
  poll(async () => {
    const data = await getJson('/api/sweeps');
    if (!data.sweeps.length) {
      replace(list, el('p', {class: 'note'}, 'No sweeps in this database yet.'));
      return;
    }
    const rows = data.sweeps.map((s) => [sweepLink(s.name), progressBar(s),
      s.counts.done + ' / ' + s.total, s.counts.running,
      s.counts.queued + s.counts.interrupted + (s.planned || 0),
      s.counts.failed, s.counts.pruned || 0, duration(s.elapsed_s), duration(s.eta_s), s.updated_at]);
    replace(list, table(['sweep', 'progress', 'done', 'running', 'waiting', 'failed', 'pruned',
                         'elapsed', 'ETA', 'last run'], rows,
                        [false, false, true, true, true, true, true, true, true, false]));
  });
}

function compareTable(compare) {
  if (!compare) return null;
  const parts = [];
  const header = compare.by.concat(['n']).concat(compare.metrics.map((m) => m.name));
  const rows = compare.groups.map((g) => {
    const cells = compare.by.map((k) => g.key[k]);
    cells.push(el('td', {class: 'num'}, g.trials));
    for (const m of compare.metrics) {
      const c = g.metrics[m.name];
      const text = c.n === 0 ? '-' : fmt(c.mean) + (c.n >= 2 ? ' ± ' + fmt(c.std) : '') +
                   (c.n !== g.trials ? ' (n=' + c.n + ')' : '');
      cells.push(el('td', {class: c.best ? 'num best' : 'num'}, text));
    }
    return cells;
  });
  parts.push(el('p', {class: 'note'}, 'phase ' + (compare.phase || '-') + ', ' + compare.done +
                ' done trials; bold: best per column (same computation as nilab compare)'));
  parts.push(table(header, rows));
  for (const p of compare.paired) {
    parts.push(el('p', {}, 'paired: ' + p.difference + ' on ' + p.configs + ' matched configs'));
    parts.push(table(['metric', 'pairs', p.difference, Math.round(p.level * 100) + '% CI (t)',
                      'bootstrap CI', 'p', 'better'],
      p.rows.map((r) => [r.metric, r.pairs, fmt(r.mean_diff),
        r.t_interval ? '[' + fmt(r.t_interval[0]) + ', ' + fmt(r.t_interval[1]) + ']' : '-',
        r.bootstrap_interval ? '[' + fmt(r.bootstrap_interval[0]) + ', ' + fmt(r.bootstrap_interval[1]) + ']' : '-',
        r.p_value === null ? '-' : fmt(r.p_value, 3), r.better || '-'])));
  }
  parts.push(...warningList(compare.warnings));
  if (compare.notes.length) parts.push(el('ul', {}, ...compare.notes.map((n) => el('li', {}, n))));
  return el('div', {}, ...parts);
}

// What a reviewer would reject (the same codes as nilab compare's warnings).
function warningList(warnings) {
  if (!warnings || !warnings.length) return [];
  return [el('ul', {class: 'warnings'}, ...warnings.map((w) =>
    el('li', {}, el('strong', {}, 'warning '), el('code', {}, w.code), ': ' + w.text)))];
}

// A [protocol] sweep: each model's tune budget and choice, the confirm stage, the verdicts.
function protocolReport(p) {
  const parts = [el('p', {class: 'note'}, 'protocol: tune ' + p.protocol.method + ', ' +
    p.protocol.configs + ' configurations x seeds [' + p.protocol.tune_seeds.join(', ') +
    '] per model on ' + p.metric + '; confirm on seeds [' + p.protocol.confirm_seeds.join(', ') +
    '], ' + p.test_metric + ', margin ' + p.protocol.margin)];
  parts.push(table(['study', 'configurations', 'tune trials', 'epochs', 'chosen', 'confirm seeds',
                    p.test_metric],
    p.studies.map((s) => [s.study, s.tune.configurations, s.tune.trials, s.tune.epochs,
      s.choice ? s.choice.configuration + ' (' + fmt(s.choice.value) + ')' : '-', s.confirm.done,
      s.confirm.test.n ? fmt(s.confirm.test.mean) + (s.confirm.test.n >= 2 ? ' ± ' + fmt(s.confirm.test.std) : '') : '-']),
    [false, true, true, true, false, true, true]));
  if (p.verdicts.length) {
    parts.push(table(['difference', 'pairs', 'mean', '95% CI (t)', 'P(a better)', 'verdict'],
      p.verdicts.map((v) => [v.difference, v.pairs, fmt(v.mean_diff),
        v.t_interval[0] === null ? '-' : '[' + fmt(v.t_interval[0]) + ', ' + fmt(v.t_interval[1]) + ']',
        v.p_a_better === null ? '-' : fmt(v.p_a_better, 2), v.verdict || '-'])));
  }
  parts.push(...warningList(p.warnings));
  if (p.notes.length) parts.push(el('ul', {}, ...p.notes.map((n) => el('li', {}, n))));
  return el('div', {}, ...parts);
}

async function sweepPage(main, name) {
  document.title = 'nilab: ' + name;
  replace(document.getElementById('crumbs'), '/ ', sweepLink(name));
  const summary = el('div'), compareBox = el('div'), controls = el('div', {class: 'controls'});
  const curveBox = el('div', {class: 'chart', id: 'curves'});
  const parBox = el('div', {class: 'chart', id: 'parcoords'});
  const effectsBox = el('div'), trialsBox = el('div'), figuresBox = el('div', {id: 'figures'});
  const notesBox = el('ul', {id: 'notes'});
  replace(main, el('h1', {}, 'Sweep ', name), summary, notesBox, el('h2', {}, 'Compare'), compareBox,
          el('h2', {}, 'Learning curves'), controls, curveBox,
          el('h2', {}, 'Params against the headline metric'), parBox, effectsBox,
          el('h2', {}, 'Figures (as nilab report draws them)'), figuresBox,
          el('h2', {}, 'Trials'), trialsBox);
  const models = [];
  const colorOf = (model) => {
    if (!models.includes(model)) models.push(model);
    return PALETTE[models.indexOf(model) % PALETTE.length];
  };
  const base = '/api/sweeps/' + encodeURIComponent(name);
  const metricSelect = el('select', {id: 'metric'}), phaseSelect = el('select', {id: 'phase'});
  controls.append(el('label', {}, 'metric ', metricSelect), el('label', {}, 'phase ', phaseSelect));
  const fillSelect = (select, options, chosen) => {
    const current = [...select.options].map((o) => o.value).join('\n');
    if (current !== options.join('\n')) replace(select, ...options.map((o) => el('option', {value: o}, o)));
    select.value = chosen;
  };
  let wanted = {metric: '', phase: ''};
  const updateCurves = async () => {
    const q = new URLSearchParams();
    if (wanted.metric) q.set('metric', wanted.metric);
    if (wanted.phase) q.set('phase', wanted.phase);
    const c = await getJson(base + '/curves?' + q.toString());
    fillSelect(metricSelect, c.metrics, c.metric);
    fillSelect(phaseSelect, c.phases, c.phase);
    if (!c.trials.length) {
      if (curveBox._plot) { curveBox._plot.destroy(); curveBox._plot = null; }
      replace(curveBox, el('p', {class: 'note'}, 'No per-epoch values yet.'));
      curveBox.dataset.points = '0';
      return;
    }
    lineChart(curveBox, c.metric + ' (' + c.phase + ')', 'epoch', c.metric,
      c.trials.map((t) => ({label: t.model + ' s' + t.seed + ' #' + t.id, color: colorOf(t.model),
                            points: t.points.map((p) => [p[0], p[2]])})));
  };
  metricSelect.addEventListener('change', () => { wanted = {metric: metricSelect.value, phase: ''}; updateCurves(); });
  phaseSelect.addEventListener('change', () => { wanted.phase = phaseSelect.value; updateCurves(); });

  const updateSweep = async () => {
    const s = await getJson(base);
    const p = s.progress;
    replace(summary, el('p', {}, progressBar(p), ' ', p.counts.done + ' of ' + p.total + ' done, ' +
      p.counts.running + ' running, ' + p.counts.failed + ' failed, ' + (p.counts.pruned || 0) +
      ' pruned; ETA ' + duration(p.eta_s)));
    replace(compareBox, s.protocol ? protocolReport(s.protocol) :
      s.compare ? compareTable(s.compare) : el('p', {class: 'note'}, s.compare_error));
    // Tags and notes (nilab trials tag|note), as text.
    replace(notesBox, ...(s.notes || []).map((n) => el('li', {},
      (n.trial_id === null ? 'sweep' : 'trial ' + n.trial_id) + ': ' +
      (n.kind === 'tag' ? '[' + n.text + ']' : n.text))));
    const metric = s.headline && s.metrics.includes(s.headline) ? s.headline :
      (s.compare && s.compare.metrics.length ? s.compare.metrics[0].name : s.metrics[0]);
    const done = s.trials.filter((t) => t.status === 'done' && metric && t.metrics[metric] !== undefined);
    const keys = s.varying.filter((k) => k !== 'seed');
    const models = [...new Set(s.trials.map((t) => t.model))];
    const axes = (models.length > 1 ? ['model'] : []).concat(keys);
    if (metric && done.length && axes.length) {
      parallelCoordinates(parBox, axes, metric, done, colorOf);
    } else {
      replace(parBox, el('p', {class: 'note'}, 'No done trials with varying params yet.'));
    }
    // Hyperparameter effects: the metric against each numeric param that varies.
    const numeric = keys.filter((k) => done.some((t) => typeof t.params[k] === 'number'));
    const keep = new Set(numeric);
    for (const box of [...effectsBox.children]) if (!keep.has(box.dataset.key)) box.remove();
    for (const k of numeric) {
      let box = [...effectsBox.children].find((b) => b.dataset.key === k);
      if (!box) { box = el('div', {class: 'chart effect'}); box.dataset.key = k; effectsBox.append(box); }
      // One series per model and seed, so that seeds at the same value each get a point.
      const groups = new Map();
      for (const t of done) {
        if (typeof t.params[k] !== 'number') continue;
        const label = t.model + ' s' + t.seed;
        if (!groups.has(label)) groups.set(label, {label, color: colorOf(t.model), points: []});
        groups.get(label).points.push([t.params[k], t.metrics[metric]]);
      }
      const series = [...groups.values()];
      lineChart(box, metric + ' against ' + k, k, metric, series, true);
    }
    // A [protocol] sweep's trials name their stage (tune or confirm).
    const staged = s.trials.some((t) => t.stage);
    replace(trialsBox, table(['trial', 'index', 'model', 'seed'].concat(staged ? ['stage'] : [])
        .concat(['status', 'phase', metric || 'metric', 'error']),
      s.trials.map((t) => [trialLink(t.id), t.index, t.model, t.seed].concat(staged ? [t.stage || '-'] : [])
        .concat([t.stalled_at ? t.status + ' (stalled)' : t.status, t.phase, fmt(t.metrics[metric]),
                 el('span', {class: 'failed-text'}, t.error)]))));
  };
  // The report's figures: SVG documents shown as images (an <img> runs no script), redrawn
  // every FIGURES_EVERY polls since they cost more to make.
  const FIGURES_EVERY = 8;
  let polls = 0;
  const updateFigures = async () => {
    if (polls++ % FIGURES_EVERY !== 0) return;
    const f = await getJson(base + '/figures');
    const keep = new Set(f.figures.map((x) => x.name));
    for (const box of [...figuresBox.children]) if (!keep.has(box.dataset.name)) box.remove();
    for (const fig of f.figures) {
      let box = [...figuresBox.children].find((b) => b.dataset.name === fig.name);
      if (!box) {
        box = el('div', {class: 'figure'}, el('img', {alt: fig.name}), el('div', {class: 'chart-title'}, fig.name));
        box.dataset.name = fig.name;
        figuresBox.append(box);
      }
      const src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(fig.svg);
      const img = box.querySelector('img');
      if (img.getAttribute('src') !== src) img.setAttribute('src', src);
    }
    if (!f.figures.length) replace(figuresBox, el('p', {class: 'note'}, 'No figures yet.'));
  };
  poll(async () => { await Promise.all([updateSweep(), updateCurves(), updateFigures()]); });
}

async function trialPage(main, id) {
  document.title = 'nilab: trial ' + id;
  const head = el('div'), info = el('div'), charts = el('div'), rest = el('div');
  const routingBox = el('div', {id: 'routing'});
  replace(main, head, info, el('h2', {}, 'Per-epoch metrics'), charts,
          el('h2', {}, 'Routing (which function each token goes to, paper Fig. 3)'), routingBox, rest);
  const chosen = {};
  // Routing pictures: SVG documents shown as images, like the sweep page's figures, redrawn
  // every ROUTING_EVERY polls (a trace is written at the end of a phase).
  const ROUTING_EVERY = 8;
  let polls = 0;
  const updateRouting = async () => {
    if (polls++ % ROUTING_EVERY !== 0) return;
    const r = await getJson('/api/trials/' + encodeURIComponent(id) + '/routing');
    replace(routingBox, ...r.pictures.map((p) => el('div', {class: 'figure'},
              el('img', {alt: 'routing, ' + p.phase,
                         src: 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(p.svg)}),
              el('div', {class: 'chart-title'}, p.phase + ', epoch ' + p.epoch + ', ' + p.split + ' split'))),
            ...r.left_out.map((why) => el('p', {class: 'note'}, 'left out: ' + why)),
            r.pictures.length || r.left_out.length ? null
              : el('p', {class: 'note'}, 'No routing trace (the NI writes one at the end of each phase).'));
  };
  poll(async () => {
    const t = await getJson('/api/trials/' + encodeURIComponent(id));
    replace(document.getElementById('crumbs'), '/ ', sweepLink(t.sweep), ' / trial ' + t.id);
    replace(head, el('h1', {}, 'Trial #' + t.id + ': ' + t.model + ', seed ' + t.seed),
            el('p', {}, 'status ' + t.status +
               (t.stalled_at ? ' (stalled: no step since ' + t.stalled_at + ')' : '') + ', ' +
               t.attempts + ' attempt(s), worker ' +
               (t.worker || '-') + ', started ' + (t.started_at || '-') + ', ended ' + (t.ended_at || '-')),
            t.error ? el('pre', {class: 'failed-text'}, t.error) : null,
            // Tags and notes (nilab trials tag|note), as text.
            (t.notes || []).length ? el('ul', {id: 'notes'}, ...t.notes.map((n) => el('li', {},
              (n.kind === 'tag' ? 'tag: ' : 'note: ') + n.text + ' (' + n.created_at + ')'))) : null);
    replace(info, el('h2', {}, 'Params'),
            table(['key', 'value'], Object.entries(t.params).map(([k, v]) => [k, JSON.stringify(v)])),
            el('h2', {}, 'Phases'),
            table(['phase', 'status', 'epochs', 'started', 'ended', 'final metrics'],
                  t.phases.map((p) => [p.name, p.status, p.epochs_done, p.started_at, p.ended_at,
                    Object.entries((t.final || {})[p.name] || {}).map(([k, v]) => k + '=' + fmt(v)).join(', ')])));
    for (const [phase, metrics] of Object.entries(t.history)) {
      let box = [...charts.children].find((b) => b.dataset.phase === phase);
      if (!box) {
        const select = el('select', {});
        box = el('div', {class: 'chart-group'}, el('label', {}, phase + ': ', select), el('div', {class: 'chart'}));
        box.dataset.phase = phase;
        select.addEventListener('change', () => { chosen[phase] = select.value; });
        charts.append(box);
      }
      const names = Object.keys(metrics).sort();
      const select = box.querySelector('select');
      if (!chosen[phase] || !names.includes(chosen[phase])) {
        chosen[phase] = t.headline && names.includes(t.headline) ? t.headline :
          names.find((n) => n.startsWith('val/')) || names[0];
      }
      if ([...select.options].map((o) => o.value).join('\n') !== names.join('\n')) {
        replace(select, ...names.map((n) => el('option', {value: n}, n)));
      }
      select.value = chosen[phase];
      lineChart(box.querySelector('.chart'), chosen[phase] + ' (' + phase + ')', 'epoch', chosen[phase],
                [{label: chosen[phase], color: PALETTE[0],
                  points: metrics[chosen[phase]].map((p) => [p[0], p[2]])}]);
    }
    const prov = t.provenance;
    replace(rest, el('h2', {}, 'Provenance'),
            table(['', ''], Object.entries(prov).filter(([k]) => k !== 'extra')
                  .map(([k, v]) => [k, v === null ? '-' : String(v)])),
            prov.extra ? el('pre', {}, JSON.stringify(prov.extra, null, 2)) : null,
            el('h2', {}, 'Checkpoints and files'),
            t.artifacts.length ? table(['phase', 'epoch', 'kind', 'path', 'bytes', 'sha256'],
              t.artifacts.map((a) => [a.phase, a.epoch, a.kind, a.path, a.bytes, a.sha256.slice(0, 16)]))
              : el('p', {class: 'note'}, 'none'),
            el('h2', {}, 'Config'), el('pre', {}, JSON.stringify(t.config, null, 2)));
    await updateRouting();
  });
}

function route() {
  const main = document.getElementById('main');
  const parts = location.pathname.split('/').filter((p) => p).map(decodeURIComponent);
  if (parts.length === 2 && parts[0] === 'sweeps') return sweepPage(main, parts[1]);
  if (parts.length === 2 && parts[0] === 'trials') return trialPage(main, parts[1]);
  return sweepsPage(main);
}

route();
