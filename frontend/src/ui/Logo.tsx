export function Logo() {
  return (
    <span className="logo">
      <svg width="28" height="28" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="#4338ca" />
        <path d="M14 27h6v10h-6zM44 27h6v10h-6zM20 23h5v18h-5zM39 23h5v18h-5zM25 30h14v4H25z" fill="#fff" />
      </svg>
      <span className="logo__text">FitStudio</span>
    </span>
  );
}
