/**
 * Lucide's icon component, drawn as one element: the `<svg>` React renders, with the icon's shapes
 * as markup inside it. Every `lucide-react` icon renders through this module in place of the
 * package's own (scripts/vite/single-element-icons.ts; ADR 0027). The markup is the package's,
 * byte for byte (lucide-icon.ssr.test.tsx compares every icon), but each shape is no longer an
 * element React must create, render and hydrate: a third of the elements of a page full of icons.
 *
 * Not carried over: `LucideProvider`'s defaults (the site sets none). An icon given children
 * (a `<title>`, say) renders its shapes as elements, as the package does.
 */
import { createElement, forwardRef, type ReactNode, type SVGProps } from 'react';

type Attributes = Record<string, string | number>;
type IconNode = [tag: string, attributes: Attributes, ...rest: unknown[]][];

interface IconData {
  name?: string;
  aliases?: unknown[];
  node: IconNode;
  size?: number;
  width?: number;
  height?: number;
}

interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  size?: string | number;
  absoluteStrokeWidth?: boolean;
  nonScalingStroke?: boolean;
  iconNode?: IconNode;
  icon?: IconData;
  children?: ReactNode;
}

const DEFAULT_SIZE = 24;
const DEFAULT_STROKE_WIDTH = 2;

/** The icon's shapes as markup, made once per icon (its node list is a module constant). */
const shapesMarkup = new WeakMap<IconNode, string>();
const shapesWithFixedStroke = new WeakMap<IconNode, string>();

const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon(
  {
    color,
    size,
    width,
    height,
    strokeWidth,
    absoluteStrokeWidth = false,
    nonScalingStroke = false,
    className = '',
    children,
    iconNode = [],
    icon = { node: iconNode, aliases: [], size: DEFAULT_SIZE },
    ...rest
  },
  ref,
) {
  const boxWidth = icon.size ?? icon.width ?? DEFAULT_SIZE;
  const boxHeight = icon.size ?? icon.height ?? DEFAULT_SIZE;
  const shownWidth = width ?? size ?? DEFAULT_SIZE;
  const stroke = strokeWidth ?? DEFAULT_STROKE_WIDTH;
  // As the package: any child is drawn after the shapes, but only a truthy one unhides the icon.
  const hasChildren = children !== undefined && children !== null && typeof children !== 'boolean';
  const attributes = {
    ref,
    xmlns: 'http://www.w3.org/2000/svg',
    width: shownWidth,
    height: height ?? size ?? DEFAULT_SIZE,
    viewBox: `0 0 ${boxWidth} ${boxHeight}`,
    fill: 'none',
    stroke: color || 'currentColor',
    strokeWidth: absoluteStrokeWidth
      ? (Number(stroke) * Number(boxWidth)) / Number(shownWidth)
      : stroke,
    strokeLinecap: 'round' as const,
    strokeLinejoin: 'round' as const,
    className: iconClasses(icon, className),
    ...(Boolean(children) || labelled(rest) ? {} : { 'aria-hidden': 'true' as const }),
    ...rest,
  };
  if (!hasChildren) {
    const cache = nonScalingStroke ? shapesWithFixedStroke : shapesMarkup;
    let markup = cache.get(icon.node);
    if (markup === undefined) {
      markup = icon.node.map(([tag, shape]) => shapeMarkup(tag, shape, nonScalingStroke)).join('');
      cache.set(icon.node, markup);
    }
    return createElement('svg', { ...attributes, dangerouslySetInnerHTML: { __html: markup } });
  }
  return createElement('svg', attributes, [
    ...icon.node.map(([tag, shape]) =>
      createElement(
        tag,
        nonScalingStroke ? { vectorEffect: 'non-scaling-stroke', ...shape } : shape,
      ),
    ),
    ...(Array.isArray(children) ? children : [children]),
  ]);
});

export default Icon;

/** Each icon's class lists, by the classes it was given: a page gives an icon few different ones. */
const classLists = new WeakMap<IconData, Map<string, string>>();

/** `lucide lucide-<name> lucide-<alias>… <className>`, each class once, as the package orders them. */
function iconClasses(icon: IconData, className: string): string {
  let lists = classLists.get(icon);
  if (!lists) classLists.set(icon, (lists = new Map()));
  let classes = lists.get(className);
  if (classes === undefined) {
    classes = joinedClasses(icon, className);
    lists.set(className, classes);
  }
  return classes;
}

function joinedClasses(icon: IconData, className: string): string {
  const names = icon.name ? [`lucide-${icon.name}`] : [];
  for (const alias of icon.aliases ?? []) {
    if (typeof alias === 'string' && alias.trim() !== '') names.push(`lucide-${alias}`);
  }
  const classes = new Set<string>();
  for (const each of ['lucide', ...names, ...className.split(/\s+/)]) if (each) classes.add(each);
  return [...classes].join(' ');
}

/** Named for assistive technology by the caller: the icon is then not hidden from it. */
function labelled(props: object): boolean {
  for (const [name, value] of Object.entries(props)) {
    if ((name.startsWith('aria-') || name === 'role' || name === 'title') && value != null)
      return true;
  }
  return false;
}

function shapeMarkup(tag: string, shape: Attributes, nonScalingStroke: boolean): string {
  let markup = `<${tag}`;
  if (nonScalingStroke) markup += ' vector-effect="non-scaling-stroke"';
  for (const [name, value] of Object.entries(shape)) {
    if (name !== 'key') markup += ` ${name}="${escapeAttribute(String(value))}"`;
  }
  return `${markup}></${tag}>`;
}

/** As React escapes an attribute's value. */
const escapeAttribute = (value: string) =>
  value.replace(/["&'<>]/g, (character) => ESCAPES[character as keyof typeof ESCAPES]);
const ESCAPES = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };
