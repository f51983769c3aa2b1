/**
 * "Profile from a CV": read a PDF, a DOCX or pasted text, then propose profile fields with the
 * line each came from. Pure: the pdf.js and mammoth modules are handed in by the caller, and
 * nothing is fetched or sent anywhere.
 */
export {
  CV_ERROR_CODES,
  CV_LIMITS,
  cvError,
  isCvError,
  type CvError,
  type CvErrorCode,
  type CvReadResult,
  type CvSource,
  type CvText,
} from './errors';
export { readPdfText, groupIntoLines, type PdfJsLike, type PdfLoadParams, type ReadPdfOptions } from './read-pdf';
export { readDocxText, checkDocx, type MammothLike } from './read-docx';
export { readPastedText, sniffCvFile } from './text';
export { proposeProfile } from './propose';
export type {
  CvProposal,
  EducationLevel,
  EducationProposal,
  LanguageProposal,
  PlaceProposal,
  Proposed,
  SkillProposal,
  YearsProposal,
} from './proposal';
