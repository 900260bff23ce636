import { escapeHtml, injectHead, renderHead, scriptJson } from './head-tags.js';

const TEMPLATE = `<html><head><meta charset="UTF-8" />
<!--page-meta--><title>Default</title><!--/page-meta-->
<script src="/x.js"></script></head><body></body></html>`;

describe('head tags', () => {
  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`<b>"Tom" & 'Jerry'</b>`)).toBe(
      '&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;',
    );
  });

  it('writes JSON-LD that cannot close its script element', () => {
    const json = scriptJson({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('replaces the default block between the markers and keeps the rest of the shell', () => {
    const html = injectHead(TEMPLATE, '<title>New $& $1</title>');
    expect(html).toContain('<title>New $& $1</title>');
    expect(html).not.toContain('Default');
    expect(html).toContain('<script src="/x.js"></script>');
  });

  it('falls back to replacing the title when the shell has no markers', () => {
    const html = injectHead('<html><head><title>Old</title></head></html>', '<title>New</title>');
    expect(html).toBe('<html><head>  <title>New</title>\n  </head></html>');
  });

  it('makes the canonical and image URLs absolute and leaves linked photos as they are', () => {
    const head = renderHead(
      {
        title: 'T',
        description: 'D',
        canonicalPath: '/about',
        image: { url: 'https://img.example.com/a.jpg', alt: 'A' },
      },
      'https://rentnaija.ng',
    );
    expect(head).toContain('<link rel="canonical" href="https://rentnaija.ng/about" />');
    expect(head).toContain('<meta property="og:image" content="https://img.example.com/a.jpg" />');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it('says noindex and gives no canonical URL for pages not to be indexed', () => {
    const head = renderHead({ title: 'T', description: 'D', noindex: true }, 'https://x.ng');
    expect(head).toContain('<meta name="robots" content="noindex" />');
    expect(head).not.toContain('canonical');
  });
});
