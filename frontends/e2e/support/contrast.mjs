/**
 * The WCAG contrast ratio of the text of the element `locator` points at against what is behind
 * it, as the browser paints it: the text colour and every background up the tree composited
 * (alpha and the ancestors' opacity included) over white.
 */
function textContrast(locator) {
  return locator.evaluate((element) => {
    const parse = (text) => {
      const [r, g, b, a = 1] = text.match(/[\d.]+/g).map(Number);
      return { r, g, b, a };
    };
    const over = (top, bottom) => ({
      r: top.r * top.a + bottom.r * (1 - top.a),
      g: top.g * top.a + bottom.g * (1 - top.a),
      b: top.b * top.a + bottom.b * (1 - top.a),
      a: 1,
    });
    const chain = [];
    for (let node = element; node; node = node.parentElement) chain.unshift(node);
    // From the root down: each background faded by its element's opacity and its ancestors'.
    let behind = { r: 255, g: 255, b: 255, a: 1 };
    let opacity = 1;
    for (const node of chain) {
      const style = getComputedStyle(node);
      opacity *= Number(style.opacity);
      const colour = parse(style.backgroundColor);
      behind = over({ ...colour, a: colour.a * opacity }, behind);
    }
    const text = parse(getComputedStyle(element).color);
    const painted = over({ ...text, a: text.a * opacity }, behind);
    const luminance = ({ r, g, b }) => {
      const channel = (value) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const [light, dark] = [luminance(painted), luminance(behind)].sort((x, y) => y - x);
    return (light + 0.05) / (dark + 0.05);
  });
}

/**
 * Waits (the dialogs fade in) until the text of `locator` reaches a contrast of `minimum`:1 (WCAG AA
 * for normal text), else fails with the last ratio measured.
 */
export async function expectReadableText(locator, what, minimum = 4.5, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  let ratio = await textContrast(locator);
  while (ratio < minimum && Date.now() < deadline) {
    await new Promise((done) => setTimeout(done, 200));
    ratio = await textContrast(locator);
  }
  if (ratio < minimum) throw new Error(`${what}: contrast ${ratio.toFixed(2)}:1, below ${minimum}:1`);
  return ratio;
}

/** The WCAG contrast ratio of two opaque CSS colours ('rgb(11, 53, 100)'), e.g. a focus ring and what is around it. */
export function colourContrast(first, second) {
  const luminance = (css) => {
    const [r, g, b] = css
      .match(/[\d.]+/g)
      .slice(0, 3)
      .map(Number);
    const channel = (value) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}
