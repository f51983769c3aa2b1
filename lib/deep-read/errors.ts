import type { Translate } from '../i18n';

/** Every way a deep read can fail, each said in the user's words (`errorText`). */
export const ERROR_CODES = [
  'not_configured',
  'unreachable',
  'forbidden_origin',
  'forbidden',
  'unauthorized',
  'model_not_found',
  'rate_limited',
  'context_too_long',
  'timeout',
  'cancelled',
  'invalid_answer',
  'http_error',
  'unavailable',
  'no_chinese',
] as const;
type DeepReadErrorCode = (typeof ERROR_CODES)[number];

export interface DeepReadError {
  code: DeepReadErrorCode;
  status?: number;
  retryAfterSeconds?: number;
  /** For `model_not_found`: the models the endpoint has. */
  models?: string[];
  /** The endpoint's own words, shortened (never shown as a link). */
  detail?: string;
}

export class DeepReadFailure extends Error {
  constructor(readonly error: DeepReadError) {
    super(error.code);
  }
}

export function fail(error: DeepReadError): never {
  throw new DeepReadFailure(error);
}

export function errorText(error: DeepReadError, t: Translate, kind?: string): string {
  switch (error.code) {
    case 'unreachable':
      return kind === 'ollama' ? t('deepRead_err_unreachableOllama') : t('deepRead_err_unreachable');
    case 'forbidden_origin':
      return t('deepRead_err_forbiddenOrigin');
    case 'model_not_found':
      return error.models && error.models.length > 0
        ? t('deepRead_err_modelNotFoundList', { models: error.models.slice(0, 12).join(', ') })
        : t('deepRead_err_modelNotFound');
    case 'rate_limited':
      return error.retryAfterSeconds !== undefined
        ? t('deepRead_err_rateLimitedAfter', { seconds: error.retryAfterSeconds })
        : t('deepRead_err_rateLimited');
    case 'http_error':
      return t('deepRead_err_http', { status: error.status ?? 0, detail: error.detail ?? '' });
    default:
      return t(`deepRead_err_${camel(error.code)}` as Parameters<Translate>[0]);
  }
}

function camel(code: string): string {
  return code.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase());
}
