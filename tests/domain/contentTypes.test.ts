import {
  CONTENT_TYPE_CODES,
  RESOURCE_TYPES,
  contentTypeCode,
  contentTypeLabel,
  contentTypesOf,
  fileExtension,
  fileMatchesRule,
  isVideoType,
  resourceKind,
  uploadKind,
  uploadRuleFor,
  validateUpload,
  type UploadDraft,
} from '../../src/domain/index.js';
import { defaultMessages } from '../../src/i18n/index.js';

const file = (name: string, type = '', size = 10) => ({ name, type, size });
const draft = (overrides: Partial<UploadDraft>): UploadDraft => ({
  title: 'Launch clip',
  resourceType: 'LEARNING',
  contentType: 'SALES_VIDEOS',
  file: file('clip.mp4', 'video/mp4'),
  ...overrides,
});

describe('content types (SPEC 3)', () => {
  it('groups the ten types under the three resource types, Learning first', () => {
    expect(RESOURCE_TYPES).toEqual(['LEARNING', 'SALES', 'MARKETING']);
    expect(contentTypesOf('LEARNING').map((code) => contentTypeLabel(code))).toEqual(['Sales Video', 'Technical Video']);
    expect(contentTypesOf('SALES').map((code) => contentTypeLabel(code))).toEqual([
      'Unique Selling Proportion',
      'Data Sheet',
      'Sales Presentation',
      'Email Templates',
    ]);
    expect(contentTypesOf('MARKETING').map((code) => contentTypeLabel(code))).toEqual([
      'Branding',
      'Marketing Literature',
      'Digital Marketing',
      'Marketing Campaigns',
    ]);
    expect(contentTypesOf('SALES')).toEqual(['UNIQUE_SELLING_PROPORTION', 'DATASHEET', 'PRESENTATION', 'EMAIL_TEMPLATES']);
  });

  it.each([['SOMETHING_NEW'], [''], [null], [undefined], [42], ['toString'], ['__proto__']])('shows the unknown code %j as PDF', (code) => {
    expect(contentTypeLabel(code)).toBe('PDF');
  });

  it('maps every label back to its code and unknown labels to DATASHEET', () => {
    for (const code of CONTENT_TYPE_CODES) expect(contentTypeCode(contentTypeLabel(code))).toBe(code);
    expect(contentTypeCode('Brochure')).toBe('DATASHEET');
    expect(contentTypeCode('PDF')).toBe('DATASHEET');
    expect(contentTypeCode(undefined)).toBe('DATASHEET');
  });

  it('reads labels from overridden texts', () => {
    const texts = { ...defaultMessages.resources, contentTypeBranding: 'Marke', contentTypeUnknown: 'Dokument' };
    expect(contentTypeLabel('BRANDING', texts)).toBe('Marke');
    expect(contentTypeLabel('NOPE', texts)).toBe('Dokument');
    expect(contentTypeCode('Marke', texts)).toBe('BRANDING');
  });

  it('knows the video types', () => {
    expect(isVideoType('SALES_VIDEOS')).toBe(true);
    expect(isVideoType('TECH_VIDEOS')).toBe(true);
    expect(isVideoType('BRANDING')).toBe(false);
    expect(isVideoType(undefined)).toBe(false);
  });
});

describe('fileExtension', () => {
  it.each([
    ['Deck.PPTX', 'pptx'],
    ['archive.tar.gz', 'gz'],
    ['no-extension', ''],
    ['https://cdn.example.com/a/b/clip.MP4?token=x.y#t=1', 'mp4'],
    ['/api/files/5f0c.pdf', 'pdf'],
    ['https://cdn.example.com/', ''],
    [null, ''],
  ])('%j → %j', (name, expected) => {
    expect(fileExtension(name)).toBe(expected);
  });
});

describe('upload rules (SPEC 5)', () => {
  it('takes the rule from the group, then from a label that includes Presentation', () => {
    expect(uploadRuleFor('LEARNING', 'SALES_VIDEOS')).toBe('video');
    expect(uploadRuleFor('LEARNING', 'TECH_VIDEOS')).toBe('video');
    expect(uploadRuleFor('SALES', 'PRESENTATION')).toBe('presentation');
    expect(uploadRuleFor('SALES', 'DATASHEET')).toBe('document');
    expect(uploadRuleFor('MARKETING', 'BRANDING')).toBe('document');
  });

  it.each(['mp4', 'mov', 'avi', 'mkv', 'wmv', 'flv', 'webm', 'mpeg', '3gp', 'm4v', 'MP4'])('Learning accepts .%s', (extension) => {
    expect(fileMatchesRule(file(`clip.${extension}`), 'video')).toBe(true);
  });

  it.each(['pdf', 'png', 'mp3', 'exe', ''])('Learning refuses .%s', (extension) => {
    expect(fileMatchesRule(file(extension ? `clip.${extension}` : 'clip'), 'video')).toBe(false);
  });

  it('accepts PPT, PPTX and PDF only for presentations', () => {
    for (const name of ['deck.ppt', 'deck.pptx', 'deck.pdf']) expect(fileMatchesRule(file(name), 'presentation')).toBe(true);
    for (const name of ['deck.docx', 'deck.png', 'deck.key']) expect(fileMatchesRule(file(name), 'presentation')).toBe(false);
  });

  it('accepts the document list for the other types', () => {
    for (const extension of ['pdf', 'doc', 'docx', 'ppt', 'pptx', 'xls', 'xlsx', 'txt', 'jpg', 'jpeg', 'png', 'gif']) {
      expect(fileMatchesRule(file(`sheet.${extension}`), 'document')).toBe(true);
    }
    for (const extension of ['mp4', 'svg', 'html', 'exe', 'zip']) expect(fileMatchesRule(file(`sheet.${extension}`), 'document')).toBe(false);
  });

  it('checks a MIME type the browser gives against the extension', () => {
    expect(fileMatchesRule(file('clip.mp4', 'video/mp4'), 'video')).toBe(true);
    expect(fileMatchesRule(file('clip.mkv', 'video/x-matroska'), 'video')).toBe(true);
    expect(fileMatchesRule(file('clip.mp4', 'application/x-msdownload'), 'video')).toBe(false);
    expect(fileMatchesRule(file('clip.mp4', 'application/octet-stream'), 'video')).toBe(true);
    expect(fileMatchesRule(file('logo.png', 'image/png'), 'document')).toBe(true);
    expect(fileMatchesRule(file('logo.png', 'text/html'), 'document')).toBe(false);
    expect(fileMatchesRule(file('report.pdf', 'image/png'), 'document')).toBe(false);
    expect(fileMatchesRule(file('notes.txt', 'text/plain;charset=utf-8'), 'document')).toBe(true);
    expect(fileMatchesRule(file('deck.pptx', 'application/zip'), 'presentation')).toBe(true);
  });
});

describe('validateUpload', () => {
  it('passes a complete draft', () => {
    expect(validateUpload(draft({}))).toEqual({});
  });

  it('requires a trimmed title and a file', () => {
    expect(validateUpload(draft({ title: '   ', file: null }))).toEqual({
      title: 'Title is required',
      file: 'Please select a file to upload',
    });
  });

  it('refuses a wrong type with the group’s supported formats', () => {
    expect(validateUpload(draft({ file: file('report.pdf', 'application/pdf') }))).toEqual({
      file: 'Invalid file type.',
      fileHint: 'Supported formats: MP4, MOV, AVI, MKV, WMV, FLV, WebM',
    });
    expect(validateUpload(draft({ resourceType: 'SALES', contentType: 'PRESENTATION', file: file('notes.docx') }))).toEqual({
      file: 'Invalid file type.',
      fileHint: 'Supported formats: PPT, PPTX, PDF',
    });
    expect(validateUpload(draft({ resourceType: 'MARKETING', contentType: 'BRANDING', file: file('clip.mp4') }))).toEqual({
      file: 'Invalid file type.',
      fileHint: 'Supported formats: PDF, DOC, DOCX, JPG, PNG',
    });
  });

  it("says 'No file data to upload' for an empty file", () => {
    expect(validateUpload(draft({ file: file('clip.mp4', 'video/mp4', 0) }))).toEqual({ file: 'No file data to upload' });
  });
});

describe('kinds', () => {
  it('names an upload video, image or file', () => {
    expect(uploadKind({ resourceType: 'LEARNING', file: null })).toBe('video');
    expect(uploadKind({ resourceType: 'MARKETING', file: file('logo.PNG') })).toBe('image');
    expect(uploadKind({ resourceType: 'SALES', file: file('sheet.pdf') })).toBe('file');
  });

  it('names a listed resource video, image or file', () => {
    expect(resourceKind({ contentType: 'TECH_VIDEOS', url: 'https://x/y.pdf' })).toBe('video');
    expect(resourceKind({ contentType: 'BRANDING', url: 'https://x/y' })).toBe('image');
    expect(resourceKind({ contentType: 'DIGITAL_MARKETING', url: 'https://x/banner.gif' })).toBe('image');
    expect(resourceKind({ contentType: 'DATASHEET', url: 'https://x/sheet.pdf' })).toBe('file');
  });
});
