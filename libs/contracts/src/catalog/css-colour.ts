import { ValidateBy, ValidationOptions } from 'class-validator';

/** CSS colour keywords: the named colours of CSS Color 4, transparent and currentcolor. */
const NAMED_COLOURS = new Set(
  [
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown',
    'burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue',
    'darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange',
    'darkorchid darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise',
    'darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia',
    'gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo',
    'ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan',
    'lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue',
    'lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon',
    'mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue',
    'mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin',
    'navajowhite navy oldlace olive olivedrab orange orangered orchid palegoldenrod palegreen',
    'paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple rebeccapurple red',
    'rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue',
    'slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white',
    'whitesmoke yellow yellowgreen transparent currentcolor',
  ]
    .join(' ')
    .split(' '),
);

const NUMBER = String.raw`[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?`;
const PERCENT = `${NUMBER}%`;
const CHANNEL = `${NUMBER}%?`;
const HUE = `${NUMBER}(?:deg|grad|rad|turn)?`;
const ALPHA = `${NUMBER}%?`;

function colourFunction(names: string, first: string, rest: string): RegExp {
  const commas = `${first}\\s*,\\s*${rest}\\s*,\\s*${rest}(?:\\s*,\\s*${ALPHA})?`;
  const spaces = `${first}\\s+${rest}\\s+${rest}(?:\\s*/\\s*${ALPHA})?`;
  return new RegExp(`^(?:${names})\\(\\s*(?:${commas}|${spaces})\\s*\\)$`, 'i');
}

const COLOUR_FORMS = [
  /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i,
  colourFunction('rgba?', CHANNEL, CHANNEL),
  colourFunction('hsla?', HUE, PERCENT),
];

/** A colour and nothing else: hex, rgb(a), hsl(a) or a colour name; never url(…), var(…) or other CSS. */
export function isCssColour(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const colour = value.trim();
  return NAMED_COLOURS.has(colour.toLowerCase()) || COLOUR_FORMS.some((form) => form.test(colour));
}

/** A colour field: a colour, or empty for none. */
export function IsCssColour(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'isCssColour', validator: { validate: (value) => value === '' || isCssColour(value) } },
    options,
  );
}
