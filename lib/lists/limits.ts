/**
 * How much of a list page's card Jobsight takes: the content script cuts to these, the messages and the stored
 * dismissed cards allow no more. Plain numbers, so that the content script's bundle needs nothing else.
 */
export const MAX_CARD_ID = 200;
export const MAX_CARD_COMPANY = 200;
export const MAX_CARD_TITLE = 300;
