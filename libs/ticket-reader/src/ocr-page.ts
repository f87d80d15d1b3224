/**
 * What an OCR engine read on a photo, as the parsers take it: lines of words, each with the
 * engine's confidence (0-100). Tesseract's result maps onto it (src/ocr), and a test or the command
 * line can build one from plain text.
 */
export interface OcrWord {
  text: string;
  /** 0-100: how sure the engine is of the word. */
  confidence: number;
}

export interface OcrLine {
  words: OcrWord[];
}

export interface OcrPage {
  lines: OcrLine[];
}

/** A page from plain text, one line per line, every word with the same confidence. */
export function ocrPageFromText(text: string, confidence = 100): OcrPage {
  return {
    lines: text
      .split(/\r?\n/)
      .map((line) => ({ words: line.split(/\s+/).filter(Boolean).map((word) => ({ text: word, confidence })) }))
      .filter((line) => line.words.length > 0),
  };
}
