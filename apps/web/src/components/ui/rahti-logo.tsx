/** The Rahti mark: a lorry in a rounded square, in the brand indigo. */
export function RahtiLogo({ size = 32, title }: { size?: number; title?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
    >
      <rect width="64" height="64" rx="12" fill="#364fc7" />
      <path d="M10 20h28v20H10zM38 28h9l7 7v5H38z" fill="#fff" />
      <circle cx="20" cy="44" r="5" fill="#fff" stroke="#364fc7" strokeWidth="2" />
      <circle cx="46" cy="44" r="5" fill="#fff" stroke="#364fc7" strokeWidth="2" />
    </svg>
  );
}
