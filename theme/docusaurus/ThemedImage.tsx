import type { ImgHTMLAttributes } from 'react';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  sources: { light: string; dark: string };
};

/**
 * Docusaurus's `@theme/ThemedImage`: one image per colour mode. Both are in the HTML and the
 * stylesheet shows the one of the mode on screen (`[data-theme]`), so the server-rendered page and
 * the hydrated one are the same and nothing flashes. The sources are used as given, as in
 * Docusaurus (sites pass them through useBaseUrl themselves).
 */
export default function ThemedImage({ sources, className, alt, ...props }: Props) {
  const cls = (mode: string) => [`themed-image--${mode}`, className].filter(Boolean).join(' ');
  return (
    <>
      <img {...props} alt={alt} src={sources.light} className={cls('light')} />
      <img {...props} alt={alt} src={sources.dark} className={cls('dark')} />
    </>
  );
}
