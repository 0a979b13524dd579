/** Checks the forms' schemas share, so every form reads a rich text the same way. */

/** Whether rich text holds words: markup without words (an empty editor) counts as empty. */
export const hasRichText = (html: string | undefined): boolean =>
  Boolean(
    html &&
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim(),
  );
