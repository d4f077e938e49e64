import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import { checkSvg, SVG_REFUSED } from './svg-image.ts';

const svg = (body: string, root = 'viewBox="0 0 100 40"') =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ${root}>${body}</svg>`,
  );

function refusal(bytes: Buffer): string {
  try {
    checkSvg(bytes);
  } catch (error) {
    if (error instanceof AppError) return error.message;
    throw error;
  }
  return 'taken';
}

describe('an SVG the owner uploads as logo or icon', () => {
  it('takes the demo logo as drawn, with its proportions', () => {
    const logo = readFileSync(path.resolve(import.meta.dirname, '../../../../../prisma/seed/art/hashforge-logo.svg'));
    const checked = checkSvg(logo);
    expect({ width: checked.width, height: checked.height }).toEqual({ width: 236, height: 48 });
    const text = checked.bytes.toString('utf8');
    expect(text).toContain('fill="url(#hf-g)"');
    expect(text).toContain('<tspan fill="#fb923c">Forge</tspan>');
    // Written again from the checked tree, it reads the same way a second time.
    expect(checkSvg(checked.bytes).bytes.toString('utf8')).toBe(text);
  });

  it('keeps references inside the file and an embedded PNG, and leaves comments and editor metadata out', () => {
    const checked = checkSvg(
      Buffer.from(`<?xml version="1.0"?>
<!-- made by an editor -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"
     xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" inkscape:version="1.3" width="64" height="64">
  <metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></metadata>
  <defs><path id="p" d="M0 0h8v8z"/><style>.a{fill:url(#g)}</style></defs>
  <use xlink:href="#p" style="fill: url('#g')"/>
  <image href="data:image/png;base64,iVBORw0KGgo=" width="8" height="8"/>
</svg>`),
    );
    const text = checked.bytes.toString('utf8');
    expect({ width: checked.width, height: checked.height }).toEqual({ width: 64, height: 64 });
    expect(text).toContain('<use xlink:href="#p"');
    expect(text).toContain('xmlns:xlink="http://www.w3.org/1999/xlink"');
    expect(text).toContain('data:image/png;base64');
    for (const gone of ['inkscape', 'rdf', 'metadata', 'made by', '<?xml']) expect(text).not.toContain(gone);
  });

  it.each([
    ['a script element', '<script>alert(1)</script>', SVG_REFUSED.script],
    ['a script in CDATA', '<script><![CDATA[alert(1)]]></script>', SVG_REFUSED.script],
    [
      'HTML inside',
      '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>',
      SVG_REFUSED.script,
    ],
    [
      'an XHTML script',
      '<g><h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script></g>',
      SVG_REFUSED.script,
    ],
    ['an onload handler', '<rect width="1" height="1" onload="alert(1)"/>', SVG_REFUSED.handler('onload')],
    ['an ONCLICK handler', '<g ONCLICK="alert(1)"/>', SVG_REFUSED.handler('ONCLICK')],
    ['a link', '<a href="https://evil.example"><rect width="1" height="1"/></a>', SVG_REFUSED.element('a')],
    [
      'an animation that rewrites a link',
      '<set attributeName="href" to="javascript:alert(1)"/>',
      SVG_REFUSED.element('set'),
    ],
    ['an external image', '<image href="https://evil.example/pixel.png" width="1" height="1"/>', SVG_REFUSED.external],
    ['an image from a path', '<image xlink:href="/files/private/x.png" width="1" height="1"/>', SVG_REFUSED.external],
    [
      'an SVG inside an image',
      '<image href="data:image/svg+xml;base64,PHN2Zz4=" width="1" height="1"/>',
      SVG_REFUSED.external,
    ],
    ['a use of another file', '<use href="https://evil.example/sprite.svg#a"/>', SVG_REFUSED.external],
    ['a javascript: link', '<use href="javascript:alert(1)"/>', SVG_REFUSED.external],
    [
      'a fill from another site',
      '<rect width="1" height="1" fill="url(https://evil.example/#g)"/>',
      SVG_REFUSED.external,
    ],
    ['a style sheet import', '<style>@import "https://evil.example/a.css";</style>', SVG_REFUSED.external],
    ['a background image', '<style>rect{fill:url(//evil.example/p.svg#a)}</style>', SVG_REFUSED.external],
    ['a web font', '<style>@font-face{font-family:x;src:local(x)}</style>', SVG_REFUSED.external],
    ['an escaped url', '<style>rect{fill:\\75 rl(https://evil.example/#a)}</style>', SVG_REFUSED.external],
    ['an image-set', '<g style="fill: image-set(&quot;https://evil.example/a.png&quot; 1x)"/>', SVG_REFUSED.external],
    ['a base address', '<g xml:base="https://evil.example/"><use href="#a"/></g>', SVG_REFUSED.external],
    [
      'an external filter image',
      '<filter id="f"><feImage href="https://evil.example/a.png"/></filter>',
      SVG_REFUSED.element('feImage'),
    ],
    ['a javascript: written as entities', '<use href="&#x6a;avascript:alert(1)"/>', SVG_REFUSED.external],
  ])('refuses %s', (_what, body, message) => {
    expect(refusal(svg(body))).toBe(message);
  });

  it('refuses a DOCTYPE (entities), a style-sheet instruction, HTML and broken XML', () => {
    expect(
      refusal(
        Buffer.from(
          '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1">&x;</svg>',
        ),
      ),
    ).toBe(SVG_REFUSED.doctype);
    expect(
      refusal(
        Buffer.from(
          '<?xml-stylesheet href="https://evil.example/a.css"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>',
        ),
      ),
    ).toBe(SVG_REFUSED.doctype);
    expect(refusal(Buffer.from('<html><body><svg viewBox="0 0 1 1"/></body></html>'))).toBe(SVG_REFUSED.notSvg);
    expect(refusal(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><g></svg>'))).toBe(
      SVG_REFUSED.notSvg,
    );
    expect(refusal(Buffer.from([0xff, 0xfe, 0x3c, 0x00]))).toBe(SVG_REFUSED.notSvg);
  });

  it('refuses a drawing whose proportions it cannot know', () => {
    expect(refusal(svg('<rect width="1" height="1"/>', ''))).toBe(SVG_REFUSED.size);
    expect(refusal(svg('<rect width="1" height="1"/>', 'width="100%" height="100%"'))).toBe(SVG_REFUSED.size);
  });
});
