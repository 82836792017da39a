import { describe, expect, it } from 'vitest';
import { pageTemplate } from './page-template';

const INDEX = `<!doctype html><html><head><meta charset="UTF-8"><title>Resham</title>
    <meta
      name="description" content="Silk sarees"
    >
    <script type="module" src="/assets/index.js"></script><style>b{}</style></head><body><div id="root"><div class="bar"></div></div><script>x</script></body></html>`;

describe('the frame of a rendered page', () => {
  const template = pageTemplate(INDEX)!;

  it("puts the page's tags before the first script, its HTML in #root and its data after it", () => {
    const page = template.page({
      tags: '<link rel="preload">',
      root: ['<h1>', 'Sarees</h1>'],
      after: '<script>d</script>',
    });
    expect(page.toString()).toBe(
      INDEX.replace('<script type="module"', '<link rel="preload">\n    <script type="module"').replace(
        '<div id="root"><div class="bar"></div></div>',
        '<div id="root"><h1>Sarees</h1></div><script>d</script>',
      ),
    );
  });

  it('encodes every piece as UTF-8, whatever its script, with nothing cut or left over', () => {
    const root = '<h1>காஞ்சிபுரம் பட்டு ₹36,645.00</h1>';
    const after = '<script type="application/json">{"t":"மயில் 🦚"}</script>';
    const page = template.page({
      tags: 'தமிழ்',
      productHead: '<title>Arakku — அரக்கு</title>',
      root: [root.slice(0, 9), root.slice(9)],
      after,
    });
    const text = page.toString('utf8');
    expect(page.length).toBe(Buffer.byteLength(text));
    expect(text).toContain(`<div id="root">${root}</div>${after}`);
    expect(text).toContain('தமிழ்\n    <script type="module"');
    expect(text).toContain('<title>Arakku — அரக்கு</title>');
    expect(text.endsWith('<script>x</script></body></html>')).toBe(true);
  });

  it("puts a product's head in place of index.html's title and description (one of each)", () => {
    const page = template
      .page({ tags: '', productHead: '<title>Rani $& Pink</title>', after: '' })
      .toString();
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).not.toContain('Silk sarees');
    expect(page).toContain('<title>Rani $& Pink</title>\n  </head>');
    expect(page).toContain('<div id="root"><div class="bar"></div></div>'); // index.html's own #root kept
  });

  it('puts the tags just before </head> when index.html loads nothing in its head', () => {
    const plain = pageTemplate(
      '<html><head><title>R</title></head><body><div id="root"></div></body></html>',
    )!;
    expect(plain.page({ tags: '<link rel="x">', root: ['p'], after: '' }).toString()).toBe(
      '<html><head><title>R</title>  <link rel="x">\n  </head><body><div id="root">p</div></body></html>',
    );
  });

  it('is null for an index.html without #root', () => {
    expect(pageTemplate('<html><head></head><body></body></html>')).toBeNull();
  });
});
