import { ButtonLink, buttonClassName, type ButtonLook } from '../../../ui/ButtonLink';
import { buttonStyle } from '../section-colors';

interface SectionButtonProps {
  text: string;
  link: string;
  color: string | null;
  type?: ButtonLook;
  onNavigate?: () => void;
  state?: unknown;
}

/** A button whose text, link and colour come from a homepage section. */
export function SectionButton({
  text,
  link,
  color,
  type = 'primary',
  onNavigate,
  state,
}: SectionButtonProps) {
  if (!text) return null;
  const style = buttonStyle(color, type === 'primary');
  if (/^https?:\/\//.test(link)) {
    return (
      <a className={buttonClassName(type, 'large')} href={link} style={style} rel="noopener noreferrer">
        {text}
      </a>
    );
  }
  return (
    <ButtonLink to={link || '/'} type={type} size="large" style={style} onNavigate={onNavigate} state={state}>
      {text}
    </ButtonLink>
  );
}
