import { isSafeSvg } from './class-image-svg';

const SVG = 'xmlns="http://www.w3.org/2000/svg"';
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';

describe('SVG class images', () => {
  it.each([
    ['a drawing', `<svg ${SVG} width="10"><rect width="10" height="10" fill="#fff"/></svg>`],
    ['an XML declaration and comments', `<?xml version="1.0"?>\n<!-- made by hand --><svg ${SVG}/>`],
    [
      'gradients referenced by url(#id)',
      `<svg ${SVG}><defs><linearGradient id="g"/></defs><rect fill="url(#g)"/></svg>`,
    ],
    ['text with entities', `<svg ${SVG}><text>Rock &amp; &#60;Roll&#x3e;</text></svg>`],
    [
      'a style sheet kept inside',
      `<svg ${SVG}><style><![CDATA[.a{fill:#123}]]></style><path class="a" d="M0 0"/></svg>`,
    ],
    ['a use of its own symbol', `<svg ${SVG} ${XLINK}><symbol id="s"/><use xlink:href="#s"/></svg>`],
    ['an embedded raster image', `<svg ${SVG}><image href="data:image/png;base64,iVBORw0KGgo="/></svg>`],
    [
      'editor metadata',
      `<svg ${SVG} xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" inkscape:version="1.3">` +
        '<inkscape:grid/></svg>',
    ],
  ])('takes %s', (_label, markup) => {
    expect(isSafeSvg(markup)).toBe(true);
  });

  it.each([
    ['a script element', `<svg ${SVG}><script>alert(1)</script></svg>`],
    [
      'a script in a prefixed SVG namespace',
      `<s:svg xmlns:s="http://www.w3.org/2000/svg"><s:script/></s:svg>`,
    ],
    ['an event handler', `<svg ${SVG} onload="alert(1)"/>`],
    ['an event handler in any case', `<svg ${SVG}><rect OnClick="alert(1)"/></svg>`],
    ['a javascript: link', `<svg ${SVG} ${XLINK}><a xlink:href="javascript:alert(1)"/></svg>`],
    ['an encoded javascript: link', `<svg ${SVG}><use href="&#106;avascript:alert(1)"/></svg>`],
    ['an outside reference', `<svg ${SVG}><use href="https://evil.example/x.svg#a"/></svg>`],
    ['an outside image', `<svg ${SVG}><image href="https://evil.example/x.png"/></svg>`],
    [
      'HTML inside',
      `<svg ${SVG}><foreignObject><div xmlns="http://www.w3.org/1999/xhtml"/></foreignObject></svg>`,
    ],
    ['an HTML element by namespace', `<svg ${SVG}><h:script xmlns:h="http://www.w3.org/1999/xhtml"/></svg>`],
    [
      'animation that could set a link',
      `<svg ${SVG}><set attributeName="href" to="javascript:alert(1)"/></svg>`,
    ],
    [
      'a style sheet that imports',
      `<svg ${SVG}><style>@import url(https://evil.example/a.css);</style></svg>`,
    ],
    ['a style attribute that loads', `<svg ${SVG}><rect style="fill:url(https://evil.example/a)"/></svg>`],
    ['CSS escapes', `<svg ${SVG}><style>.a{background:\\75rl(x)}</style></svg>`],
    ['a document type', `<!DOCTYPE svg [<!ENTITY x "y">]><svg ${SVG}>&x;</svg>`],
    ['a style sheet instruction', `<?xml-stylesheet href="https://evil.example/a.xsl"?><svg ${SVG}/>`],
    ['an unknown entity', `<svg ${SVG}><text>&x;</text></svg>`],
    ['a bare ampersand', `<svg ${SVG}><text>a & b</text></svg>`],
    ['an xml:base', `<svg ${SVG} xml:base="https://evil.example/"/>`],
    ['no SVG namespace', '<svg><rect/></svg>'],
    ['HTML at the root', '<html><body onload="alert(1)"/></html>'],
    ['unbalanced tags', `<svg ${SVG}><g></svg>`],
    ['a second root', `<svg ${SVG}/><svg ${SVG}/>`],
    ['text outside the root', `<svg ${SVG}/>trailing`],
    ['an unquoted attribute', `<svg ${SVG}><rect width=10/></svg>`],
    ['nothing at all', ''],
  ])('refuses %s', (_label, markup) => {
    expect(isSafeSvg(markup)).toBe(false);
  });
});
