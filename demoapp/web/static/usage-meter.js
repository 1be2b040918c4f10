// <usage-meter used="12400" limit="50000" period="November 2026">
// Shows the month's API calls in an OPEN shadow root, with a button that
// toggles a per-API breakdown.
(function () {
  'use strict';
  var fmt = new Intl.NumberFormat('en-US');
  var css = [
    ':host { display: block; }',
    '.row { display: flex; align-items: baseline; justify-content: space-between; gap: 12px; }',
    '.value { font-size: 15px; font-weight: 600; color: #0f172a; margin: 0; }',
    '.period { font-size: 12.5px; color: #64748b; }',
    '.bar { height: 10px; border-radius: 999px; background: #eef2ff; overflow: hidden; margin: 10px 0 12px; }',
    '.bar span { display: block; height: 100%; background: linear-gradient(90deg, #34d399, #10b981); border-radius: inherit; transition: width .2s; }',
    'button { font: inherit; font-size: 13px; font-weight: 600; color: #4338ca; background: none; border: 0; padding: 0; cursor: pointer; }',
    'button:hover { text-decoration: underline; }',
    'ul { margin: 10px 0 0; padding: 10px 14px; list-style: none; background: #f8fafc; border-radius: 8px; display: grid; gap: 4px; font-size: 13px; color: #334155; }',
    'ul[hidden] { display: none; }',
    'li { display: flex; justify-content: space-between; }'
  ].join('\n');

  class UsageMeter extends HTMLElement {
    static get observedAttributes() { return ['used', 'limit', 'period']; }

    constructor() {
      super();
      var root = this.attachShadow({ mode: 'open' });
      root.innerHTML =
        '<style>' + css + '</style>' +
        '<div class="row"><p class="value" part="value"></p><span class="period"></span></div>' +
        '<div class="bar" role="progressbar" aria-label="API calls this month" aria-valuemin="0"><span></span></div>' +
        '<button type="button" aria-expanded="false" aria-controls="breakdown">View breakdown</button>' +
        '<ul id="breakdown" hidden>' +
        '<li><span>Search API</span><span>8,100 calls</span></li>' +
        '<li><span>Ingest API</span><span>4,300 calls</span></li>' +
        '</ul>';
      var button = root.querySelector('button');
      var list = root.querySelector('ul');
      button.addEventListener('click', function () {
        var open = list.hidden;
        list.hidden = !open;
        button.setAttribute('aria-expanded', String(open));
        button.textContent = open ? 'Hide breakdown' : 'View breakdown';
      });
    }

    connectedCallback() { this.render(); }
    attributeChangedCallback() { this.render(); }

    render() {
      var root = this.shadowRoot;
      if (!root) { return; }
      var used = Number(this.getAttribute('used')) || 0;
      var limit = Number(this.getAttribute('limit')) || 0;
      root.querySelector('.value').textContent =
        'API calls this month: ' + fmt.format(used) + ' of ' + fmt.format(limit);
      root.querySelector('.period').textContent = this.getAttribute('period') || '';
      var bar = root.querySelector('.bar');
      bar.setAttribute('aria-valuemax', String(limit));
      bar.setAttribute('aria-valuenow', String(used));
      var pct = limit > 0 ? Math.min(100, used * 100 / limit) : 0;
      bar.firstElementChild.style.width = pct.toFixed(1) + '%';
    }
  }

  customElements.define('usage-meter', UsageMeter);
})();
