/**
 * The layout invariants the table keeps in every state, checked in the page. `layoutViolations`
 * runs inside the browser (Playwright serialises it), so it is self-contained: no imports, no
 * helpers outside its own body.
 *
 * - page-scroll: the page itself never scrolls.
 * - scrolls: an element scrolls though it is not a container meant to scroll (those carry
 *   `data-scrolls`); the side column, the blackboard or a dialog must show all they hold.
 * - clipped: a piece of content (text, a control, a picture) is cut by an ancestor that clips
 *   (overflow other than visible), outside containers meant to scroll.
 * - outside: content sticks out of its region (track, blackboard, race card, decision, players,
 *   side column, dialogs) or out of the window, even where nothing clips it.
 * - cut-text: a button's, heading's, cell's or label's own text does not fit its box.
 * - decision-hidden: one of the decision's own controls cannot be seen without scrolling.
 * - overlap: on the blackboard, an odds row, the movement card, the dice or the ranking drawn
 *   over another; two callouts over each other or a callout over a horse.
 * - odds-rows: the blackboard does not show all six odds rows inside itself.
 * - covered: the final scores or a race's results drawn over the players' strip (the seats' names
 *   and figures).
 */
export interface Violation {
  rule: string;
  /** Where the element sits: its last four ancestors' tags, test ids and classes. */
  element: string;
  /** The start of its text, to tell which one. */
  text: string;
  detail: string;
}

export function layoutViolations(): Violation[] {
  const out: Violation[] = [];
  const TOL = 1.5;
  const describe = (el: Element): string => {
    const parts: string[] = [];
    let e: Element | null = el;
    for (let i = 0; e && i < 4 && e !== document.body; i++, e = e.parentElement) {
      const id = e.getAttribute('data-testid');
      const cls = [...e.classList].slice(0, 2).join('.');
      parts.unshift(`${e.tagName.toLowerCase()}${id ? `[data-testid=${id}]` : ''}${cls ? `.${cls}` : ''}`);
    }
    return parts.join(' > ');
  };
  const textOf = (el: Element): string => (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
  const box = (r: DOMRect): string =>
    `${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)}`;
  const add = (rule: string, el: Element, detail: string): void => {
    out.push({ rule, element: describe(el), text: textOf(el), detail });
  };
  const rendered = (el: Element): boolean => {
    if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false;
    const r = el.getBoundingClientRect();
    // Screen-reader-only text is a 1 px box by design.
    return r.width > 2 && r.height > 2 && !el.closest('.sr-only');
  };
  const scrollsMeant = (el: Element): boolean => el.hasAttribute('data-scrolls');
  const clips = (cs: CSSStyleDeclaration): { x: boolean; y: boolean } => ({
    x: cs.overflowX !== 'visible',
    y: cs.overflowY !== 'visible',
  });
  const ownText = (el: Element): boolean =>
    [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
  const CONTROL = 'button, input, select, textarea, a[href], [role=button], [role=radio], [role=tab]';
  const isContent = (el: Element): boolean =>
    ownText(el) || el.matches(`${CONTROL}, img, svg, canvas, [role=img]`) || el.hasAttribute('data-testid');

  // page-scroll
  const root = document.scrollingElement ?? document.documentElement;
  if (root.scrollWidth > innerWidth + 1 || root.scrollHeight > innerHeight + 1) {
    add('page-scroll', root, `page ${root.scrollWidth}×${root.scrollHeight} in a ${innerWidth}×${innerHeight} window`);
  }

  // Something on its way (a token sliding to its new row, a card dealt in) is judged where it
  // comes to rest, at the next check: finite animations only, so a looping one is still checked.
  const moving = new Set<Element>();
  for (const a of document.getAnimations()) {
    const target = (a.effect as KeyframeEffect | null)?.target;
    if (target && a.playState === 'running' && a.effect!.getComputedTiming().endTime !== Infinity) moving.add(target);
  }
  const inMotion = (el: Element): boolean => {
    for (let e: Element | null = el; e; e = e.parentElement) if (moving.has(e)) return true;
    return false;
  };
  const all = [...document.body.querySelectorAll('*')].filter(
    (el) => !(el instanceof SVGElement && !(el instanceof SVGSVGElement)) && !inMotion(el),
  );
  const shown = new Set(all.filter(rendered));

  // scrolls: only containers meant to scroll may hold more than they show.
  for (const el of shown) {
    if (scrollsMeant(el)) continue;
    const cs = getComputedStyle(el);
    const scrollY = cs.overflowY === 'auto' || cs.overflowY === 'scroll';
    const scrollX = cs.overflowX === 'auto' || cs.overflowX === 'scroll';
    if (scrollY && el.scrollHeight > el.clientHeight + 2) {
      add('scrolls', el, `holds ${el.scrollHeight} px of height in ${el.clientHeight}`);
    }
    if (scrollX && el.scrollWidth > el.clientWidth + 2) {
      add('scrolls', el, `holds ${el.scrollWidth} px of width in ${el.clientWidth}`);
    }
  }

  // clipped / decision-hidden: each piece of content against every clipping ancestor.
  for (const el of shown) {
    if (!isContent(el)) continue;
    const r = el.getBoundingClientRect();
    const decisionControl = el.matches(CONTROL) && !!el.closest('[data-testid=decision-area]');
    for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
      const cs = getComputedStyle(a);
      const c = clips(cs);
      if (!c.x && !c.y) continue;
      const meant = scrollsMeant(a);
      if (meant && !decisionControl) break; // content may scroll out of view inside such a container
      const ar = a.getBoundingClientRect();
      // The clip edge is the padding box: the border does not show content.
      const left = ar.left + a.clientLeft;
      const top = ar.top + a.clientTop;
      const right = left + a.clientWidth;
      const bottom = top + a.clientHeight;
      const cutX = c.x && (r.left < left - TOL || r.right > right + TOL);
      const cutY = c.y && (r.top < top - TOL || r.bottom > bottom + TOL);
      if (cutX || cutY) {
        add(
          decisionControl ? 'decision-hidden' : 'clipped',
          el,
          `${box(r)} cut by ${describe(a)} (${box(new DOMRect(left, top, right - left, bottom - top))})`,
        );
        break;
      }
    }
    if (decisionControl && (r.bottom > innerHeight + TOL || r.right > innerWidth + TOL || r.top < -TOL)) {
      add('decision-hidden', el, `${box(r)} outside the ${innerWidth}×${innerHeight} window`);
    }
  }

  // outside: regions hold their content even where nothing clips it.
  const REGIONS = [
    '[data-testid=race-track]',
    '[data-testid=blackboard]',
    '[data-testid=race-programme]',
    '[data-testid=race-report]',
    '[data-testid=decision-area]',
    '[data-testid=players]',
    '.table-side',
    '[role=dialog]',
  ];
  for (const region of document.querySelectorAll(REGIONS.join(','))) {
    if (!shown.has(region)) continue;
    const rr = region.getBoundingClientRect();
    for (const el of region.querySelectorAll('*')) {
      if (!shown.has(el) || !isContent(el)) continue;
      // Inside a container meant to scroll, that container is the region.
      const scroller = el.parentElement?.closest('[data-scrolls]');
      if (scroller && region.contains(scroller) && scroller !== region) continue;
      const r = el.getBoundingClientRect();
      if (r.left < rr.left - TOL || r.right > rr.right + TOL || r.top < rr.top - TOL || r.bottom > rr.bottom + TOL) {
        add('outside', el, `${box(r)} outside ${describe(region)} (${box(rr)})`);
      }
    }
  }
  for (const el of shown) {
    if (!isContent(el) || el.closest('[data-scrolls]')) continue;
    const r = el.getBoundingClientRect();
    if (r.right > innerWidth + TOL || r.bottom > innerHeight + TOL || r.left < -TOL || r.top < -TOL) {
      add('outside', el, `${box(r)} outside the ${innerWidth}×${innerHeight} window`);
    }
  }

  // cut-text: a label whose own text does not fit its box.
  for (const el of shown) {
    if (!ownText(el) || !el.matches('button, h1, h2, h3, h4, th, td, label, legend, caption, [role=button], dt, dd')) {
      continue;
    }
    const cs = getComputedStyle(el);
    const c = clips(cs);
    if (c.x && el.scrollWidth > el.clientWidth + 1)
      add('cut-text', el, `${el.scrollWidth} px of text in ${el.clientWidth}`);
    else if (c.y && el.scrollHeight > el.clientHeight + 2) {
      add('cut-text', el, `${el.scrollHeight} px of text in ${el.clientHeight} high`);
    }
  }

  // overlap and odds-rows on the blackboard.
  const overlaps = (a: DOMRect, b: DOMRect): boolean =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > TOL &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > TOL;
  for (const board of document.querySelectorAll('[data-testid=blackboard]')) {
    // A row on its way in or sliding is judged at rest, at the next check.
    if (!shown.has(board) || [...board.querySelectorAll('[data-testid=odds-row]')].some(inMotion)) continue;
    const br = board.getBoundingClientRect();
    // A row laid out by its board's grid (display: contents) has no box of its own: its cells are its box.
    const rowBox = (row: Element): DOMRect | null => {
      if (getComputedStyle(row).display !== 'contents') return shown.has(row) ? row.getBoundingClientRect() : null;
      const cells = [...row.children].filter((c) => shown.has(c)).map((c) => c.getBoundingClientRect());
      if (!cells.length) return null;
      const left = Math.min(...cells.map((c) => c.left));
      const top = Math.min(...cells.map((c) => c.top));
      return new DOMRect(
        left,
        top,
        Math.max(...cells.map((c) => c.right)) - left,
        Math.max(...cells.map((c) => c.bottom)) - top,
      );
    };
    const rows = [...board.querySelectorAll('[data-testid=odds-row]')].flatMap((row) => {
      const r = rowBox(row);
      return r ? [{ row, r }] : [];
    });
    if (rows.length !== 6) add('odds-rows', board, `${rows.length} of 6 odds rows shown`);
    for (const { row, r } of rows) {
      if (r.top < br.top - TOL || r.bottom > br.bottom + TOL || r.left < br.left - TOL || r.right > br.right + TOL) {
        add('odds-rows', row, `${box(r)} not inside the blackboard (${box(br)})`);
      }
    }
    const side = [
      ...board.querySelectorAll('[data-testid=movement-card], [data-testid=dice], [data-testid=ranking]'),
    ].filter((e) => shown.has(e));
    const cells = [...board.querySelectorAll('[data-testid=odds-row] > *')].filter((e) => shown.has(e));
    for (const p of side) {
      const pr = p.getBoundingClientRect();
      for (const c of cells)
        if (overlaps(pr, c.getBoundingClientRect())) add('overlap', c, `drawn over ${describe(p)}`);
      for (const q of side) {
        if (
          q !== p &&
          p.compareDocumentPosition(q) & Node.DOCUMENT_POSITION_FOLLOWING &&
          overlaps(pr, q.getBoundingClientRect())
        ) {
          add('overlap', q, `drawn over ${describe(p)}`);
        }
      }
    }
  }
  // covered: the final scores and the race's results lie over the board and leave the seats' strip in view.
  for (const end of document.querySelectorAll('[data-testid=end-screen], [data-testid=payoff-moment]')) {
    if (!shown.has(end)) continue;
    const er = end.getBoundingClientRect();
    for (const strip of document.querySelectorAll('[data-testid=players]')) {
      if (shown.has(strip) && overlaps(er, strip.getBoundingClientRect())) {
        add('covered', strip, `under ${describe(end)} (${box(er)})`);
      }
    }
  }
  const callouts = [...document.querySelectorAll('[data-testid=callout]')].filter((e) => shown.has(e));
  const horses = [...document.querySelectorAll('[data-testid=pawn]')].filter((e) => shown.has(e));
  for (const [i, c] of callouts.entries()) {
    const cr = c.getBoundingClientRect();
    for (const d of callouts.slice(i + 1))
      if (overlaps(cr, d.getBoundingClientRect())) add('overlap', d, `over ${describe(c)}`);
    for (const h of horses) if (overlaps(cr, h.getBoundingClientRect())) add('overlap', c, `over ${describe(h)}`);
  }
  return out;
}
