/**
 * Resource groups and content types and the upload rules, with no React:
 * which content types belong to which group, how a server code is shown, which files each
 * group accepts, and what a resource or a chosen file is called in dialogs (video, image, file).
 */
import type { ContentTypeCode, ResourceType } from '../api/types.js';
import { formatFileSize } from '../format/dates.js';
import { formatMessage, type Messages } from '../i18n/messages.js';
import { resourcesMessages } from '../i18n/texts/resources.js';

type ResourceTexts = Messages['resources'];
type TextKey = keyof ResourceTexts;

/** The groups in tab order, each with its tab label, group label and content types. */
export const RESOURCE_GROUPS: ReadonlyArray<{
  type: ResourceType;
  tabKey: TextKey;
  groupKey: TextKey;
  contentTypes: readonly ContentTypeCode[];
}> = [
  { type: 'LEARNING', tabKey: 'tabLearning', groupKey: 'groupLearning', contentTypes: ['SALES_VIDEOS', 'TECH_VIDEOS'] },
  {
    type: 'SALES',
    tabKey: 'tabSales',
    groupKey: 'groupSales',
    contentTypes: ['UNIQUE_SELLING_PROPORTION', 'DATASHEET', 'PRESENTATION', 'EMAIL_TEMPLATES'],
  },
  {
    type: 'MARKETING',
    tabKey: 'tabMarketing',
    groupKey: 'groupMarketing',
    contentTypes: ['BRANDING', 'MARKETING_LITERATURE', 'DIGITAL_MARKETING', 'MARKETING_CAMPAIGNS'],
  },
];

/** The resource types in tab order; the first is the default tab. */
export const RESOURCE_TYPES: readonly ResourceType[] = RESOURCE_GROUPS.map((group) => group.type);

/** The catalogue entry holding each content type's label. */
const LABEL_KEYS: Record<ContentTypeCode, TextKey> = {
  SALES_VIDEOS: 'contentTypeSalesVideos',
  TECH_VIDEOS: 'contentTypeTechVideos',
  UNIQUE_SELLING_PROPORTION: 'contentTypeUniqueSellingProportion',
  DATASHEET: 'contentTypeDatasheet',
  PRESENTATION: 'contentTypePresentation',
  EMAIL_TEMPLATES: 'contentTypeEmailTemplates',
  BRANDING: 'contentTypeBranding',
  MARKETING_LITERATURE: 'contentTypeMarketingLiterature',
  DIGITAL_MARKETING: 'contentTypeDigitalMarketing',
  MARKETING_CAMPAIGNS: 'contentTypeMarketingCampaigns',
};

/** Every content-type code, in group order. */
export const CONTENT_TYPE_CODES: readonly ContentTypeCode[] = RESOURCE_GROUPS.flatMap((group) => group.contentTypes);

/** The code unknown labels map to. */
export const FALLBACK_CONTENT_TYPE: ContentTypeCode = 'DATASHEET';

/** True for one of the ten server codes; anything else the server sends is unknown. */
export function isContentTypeCode(value: unknown): value is ContentTypeCode {
  return typeof value === 'string' && Object.hasOwn(LABEL_KEYS, value);
}

/**
 * The label of a content-type code; unknown codes (and anything that is not a string) display as 'PDF'.
 *
 * @example contentTypeLabel('TECH_VIDEOS') // 'Technical Video'
 */
export function contentTypeLabel(code: unknown, texts: ResourceTexts = resourcesMessages): string {
  return isContentTypeCode(code) ? texts[LABEL_KEYS[code]] : texts.contentTypeUnknown;
}

/**
 * The code of a content-type label; unknown labels map to DATASHEET.
 *
 * @example contentTypeCode('Sales Presentation') // 'PRESENTATION'
 */
export function contentTypeCode(label: unknown, texts: ResourceTexts = resourcesMessages): ContentTypeCode {
  return CONTENT_TYPE_CODES.find((code) => texts[LABEL_KEYS[code]] === label) ?? FALLBACK_CONTENT_TYPE;
}

/** The content types of a group, in order. */
export function contentTypesOf(type: ResourceType): readonly ContentTypeCode[] {
  return RESOURCE_GROUPS.find((group) => group.type === type)?.contentTypes ?? [];
}

/** The tab label of a group, e.g. 'Learning Videos'. */
export function resourceTabLabel(type: ResourceType, texts: ResourceTexts = resourcesMessages): string {
  const group = RESOURCE_GROUPS.find((candidate) => candidate.type === type);
  return group ? texts[group.tabKey] : type;
}

/** The group label of the upload form, e.g. 'Learning Resources'. */
export function resourceGroupLabel(type: ResourceType, texts: ResourceTexts = resourcesMessages): string {
  const group = RESOURCE_GROUPS.find((candidate) => candidate.type === type);
  return group ? texts[group.groupKey] : type;
}

/** True for the video content types (Sales Video, Technical Video), which preview in a player. */
export function isVideoType(code: unknown): boolean {
  return code === 'SALES_VIDEOS' || code === 'TECH_VIDEOS';
}

// ---------------------------------------------------------------------------------------------
// Upload rules: which files each content type accepts

/** Which files a content type accepts: videos (Learning), presentations, or documents (all other types). */
export type UploadRule = 'video' | 'presentation' | 'document';

const VIDEO = (mime: string) => mime.startsWith('video/');
const exactly =
  (...types: string[]) =>
  (mime: string) =>
    types.includes(mime);
/** Office Open XML files are zip archives; some systems report them as such. */
const ooxml = (type: string) => exactly(type, 'application/zip', 'application/x-zip-compressed');

/** Per accepted extension: whether a MIME type the browser reports fits it. */
const EXTENSIONS: Record<string, (mime: string) => boolean> = {
  mp4: VIDEO,
  mov: VIDEO,
  avi: VIDEO,
  mkv: VIDEO,
  wmv: VIDEO,
  flv: VIDEO,
  webm: VIDEO,
  mpeg: VIDEO,
  '3gp': VIDEO,
  m4v: VIDEO,
  pdf: exactly('application/pdf', 'application/x-pdf'),
  doc: exactly('application/msword'),
  docx: ooxml('application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
  ppt: exactly('application/vnd.ms-powerpoint', 'application/mspowerpoint'),
  pptx: ooxml('application/vnd.openxmlformats-officedocument.presentationml.presentation'),
  xls: exactly('application/vnd.ms-excel', 'application/excel', 'application/x-excel', 'application/x-msexcel'),
  xlsx: ooxml('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
  txt: (mime) => mime.startsWith('text/plain'),
  jpg: exactly('image/jpeg', 'image/pjpeg'),
  jpeg: exactly('image/jpeg', 'image/pjpeg'),
  png: exactly('image/png'),
  gif: exactly('image/gif'),
};

/** The extensions each rule accepts (lower case, without the dot). */
export const ACCEPTED_EXTENSIONS: Record<UploadRule, readonly string[]> = {
  video: ['mp4', 'mov', 'avi', 'mkv', 'wmv', 'flv', 'webm', 'mpeg', '3gp', 'm4v'],
  presentation: ['ppt', 'pptx', 'pdf'],
  document: ['pdf', 'doc', 'docx', 'ppt', 'pptx', 'xls', 'xlsx', 'txt', 'jpg', 'jpeg', 'png', 'gif'],
};

/** Image extensions: an upload of one is an 'image', and a URL ending in one previews as an image. */
export const IMAGE_EXTENSIONS: readonly string[] = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp', 'avif', 'svg'];

/**
 * The rule of a group and content type: Learning Resources take videos, content types whose label
 * includes 'Presentation' take PPT, PPTX and PDF, all others take documents and images. The label is
 * the specification's (not an overridden text), so a translation cannot change what is accepted.
 */
export function uploadRuleFor(resourceType: ResourceType, contentType: ContentTypeCode): UploadRule {
  if (resourceType === 'LEARNING') return 'video';
  return contentTypeLabel(contentType).includes('Presentation') ? 'presentation' : 'document';
}

/** The picker's `accept` filter for a rule, e.g. '.mp4,.mov,...'. */
export function acceptFor(rule: UploadRule): string {
  return ACCEPTED_EXTENSIONS[rule].map((extension) => `.${extension}`).join(',');
}

/** The 'Supported formats: ...' hint of a rule. */
export function formatsHint(rule: UploadRule, texts: ResourceTexts = resourcesMessages): string {
  if (rule === 'video') return texts.videoFormats;
  return rule === 'presentation' ? texts.presentationFormats : texts.documentFormats;
}

/**
 * The lower-case extension of a file name or of a URL's path ('' when there is none). Query
 * strings and fragments of URLs are ignored.
 *
 * @example fileExtension('Deck.PPTX') // 'pptx'
 */
export function fileExtension(name: unknown): string {
  if (typeof name !== 'string') return '';
  let path = name;
  try {
    if (/^[a-z][a-z0-9+.-]*:/i.test(name)) path = new URL(name).pathname;
  } catch {
    // Not a URL after all: use the text as it is.
  }
  const last = path.split(/[?#]/)[0]!.split(/[\\/]/).pop() ?? '';
  const match = /\.([a-z0-9]{1,8})$/i.exec(last);
  return match ? match[1]!.toLowerCase() : '';
}

/** What is known of a chosen file: its name, the MIME type the browser gives ('' when none) and its size. */
export interface FileFacts {
  name: string;
  type: string;
  size: number;
}

/** True when the file fits the rule: an accepted extension and, when the browser gives one, a MIME type consistent with it. */
export function fileMatchesRule(file: FileFacts, rule: UploadRule): boolean {
  const extension = fileExtension(file.name);
  if (!ACCEPTED_EXTENSIONS[rule].includes(extension)) return false;
  const mime = file.type.trim().toLowerCase();
  // No type, or the generic one: the browser does not know the file, so the extension decides.
  if (mime === '' || mime === 'application/octet-stream') return true;
  return EXTENSIONS[extension]?.(mime) ?? false;
}

/** What the upload form holds. */
export interface UploadDraft {
  title: string;
  resourceType: ResourceType;
  contentType: ContentTypeCode;
  file: FileFacts | null;
}

/** A problem per field, as catalogue texts; an empty object means the draft can be uploaded. */
export interface UploadProblems {
  title?: string;
  /** For an invalid type: 'Invalid file type.' (the formats follow in `fileHint`). */
  file?: string;
  /** The 'Supported formats: ...' line that follows an invalid-type message. */
  fileHint?: string;
}

/** The largest file an upload may carry, when known, and the locale its sizes are written in. */
export interface UploadLimit {
  maxBytes: number;
  /** @default 'en-US' */
  locale?: string;
}

/** 'Largest file: 25 MB' (the locale's decimal mark). */
export function uploadLimitText(limit: UploadLimit, texts: ResourceTexts = resourcesMessages): string {
  return formatMessage(texts.uploadLimit, { limit: formatFileSize(limit.maxBytes, limit.locale) });
}

/**
 * Checks an upload draft: a title (trimmed), a file, a non-empty file ('No file data to
 * upload'), a file of the rule's types ('Invalid file type.' plus the supported formats), and,
 * given a `limit`, a file no larger than it ('The file (29 MB) is larger than the upload limit of 25 MB.').
 *
 * @example validateUpload({ title: '', resourceType: 'LEARNING', contentType: 'SALES_VIDEOS', file: null })
 * // { title: 'Title is required', file: 'Please select a file to upload' }
 */
export function validateUpload(draft: UploadDraft, texts: ResourceTexts = resourcesMessages, limit?: UploadLimit): UploadProblems {
  const problems: UploadProblems = {};
  if (draft.title.trim() === '') problems.title = texts.titleRequired;
  const rule = uploadRuleFor(draft.resourceType, draft.contentType);
  if (!draft.file) problems.file = texts.fileRequired;
  else if (!fileMatchesRule(draft.file, rule)) {
    problems.file = texts.invalidFileType;
    problems.fileHint = formatsHint(rule, texts);
  } else if (draft.file.size <= 0) problems.file = texts.noFileData;
  else if (limit && draft.file.size > limit.maxBytes) {
    const size = (bytes: number) => formatFileSize(bytes, limit.locale);
    problems.file = formatMessage(texts.fileTooLarge, { size: size(draft.file.size), limit: size(limit.maxBytes) });
  }
  return problems;
}

/** What a dialog calls the thing: 'Ready to upload {video|image|file}?', 'Remove {type}?'. */
export type ResourceKind = 'video' | 'image' | 'file';

/** The kind of a file about to be uploaded: a video in Learning, an image by its extension, else a file. */
export function uploadKind(draft: Pick<UploadDraft, 'resourceType' | 'file'>): ResourceKind {
  if (draft.resourceType === 'LEARNING') return 'video';
  return draft.file && IMAGE_EXTENSIONS.includes(fileExtension(draft.file.name)) ? 'image' : 'file';
}

/** The kind of a listed resource: a video content type, an image (Branding or an image URL), else a file. */
export function resourceKind(resource: { contentType?: unknown; url?: unknown }): ResourceKind {
  if (isVideoType(resource.contentType)) return 'video';
  if (resource.contentType === 'BRANDING' || IMAGE_EXTENSIONS.includes(fileExtension(resource.url))) return 'image';
  return 'file';
}

/** The catalogue word for a kind ('video', 'image', 'file'). */
export function kindText(kind: ResourceKind, texts: ResourceTexts = resourcesMessages): string {
  if (kind === 'video') return texts.kindVideo;
  return kind === 'image' ? texts.kindImage : texts.kindFile;
}
