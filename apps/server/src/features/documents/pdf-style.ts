import { createRequire } from 'node:module';

/** The look every Njira document shares. */

const require = createRequire(import.meta.url);

/**
 * Inter, the web app's typeface, from the @fontsource package installed with the server: embedded
 * (subset) in every document, so nothing is fetched and every viewer shows the same text, which
 * stays selectable and searchable (ADR earnings-pdf-library).
 */
export const FONTS = {
  regular: require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff'),
  bold: require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff'),
};

export const PLATFORM_NAME = 'Njira';
export const BRAND = '#14532d';
export const MUTED = '#4b5563';
export const RULE = '#d1d5db';
/** A document-wide qualification (an interim statement): amber, dark enough to read as text. */
export const NOTICE = '#92400e';
export const MARGIN = 50;
