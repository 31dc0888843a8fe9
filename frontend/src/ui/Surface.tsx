import type { HTMLAttributes, ReactNode } from 'react';

type SurfaceProps = HTMLAttributes<HTMLDivElement> & { cover?: ReactNode };

/** A light card (a plain element: Ant Design's Card pulls tabs and menus into the home page bundle). */
export function Surface({ cover, children, className, ...rest }: SurfaceProps) {
  return (
    <div className={`surface${className ? ` ${className}` : ''}`} {...rest}>
      {cover}
      <div className="surface__body">{children}</div>
    </div>
  );
}
