import type { SVGProps } from 'react';

/** Props of every icon: decorative by default (aria-hidden), sized by `size`. */
export interface IconProps extends SVGProps<SVGSVGElement> {
  /** Width and height in px. @default 18 */
  size?: number;
}

function createIcon(name: string, paths: React.ReactNode) {
  function Icon({ size = 18, ...rest }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...rest}
      >
        {paths}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}

export const CheckIcon = /* @__PURE__ */ createIcon('CheckIcon', <path d="M20 6 9 17l-5-5" />);
export const CloseIcon = /* @__PURE__ */ createIcon('CloseIcon', <path d="M18 6 6 18M6 6l12 12" />);
export const EditIcon = /* @__PURE__ */ createIcon('EditIcon', <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />);
export const PlusIcon = /* @__PURE__ */ createIcon('PlusIcon', <path d="M12 5v14M5 12h14" />);
export const TrashIcon = /* @__PURE__ */ createIcon('TrashIcon', <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />);
export const ChevronLeftIcon = /* @__PURE__ */ createIcon('ChevronLeftIcon', <path d="m15 18-6-6 6-6" />);
export const ChevronRightIcon = /* @__PURE__ */ createIcon('ChevronRightIcon', <path d="m9 18 6-6-6-6" />);
export const ChevronDownIcon = /* @__PURE__ */ createIcon('ChevronDownIcon', <path d="m6 9 6 6 6-6" />);
export const ChevronsLeftIcon = /* @__PURE__ */ createIcon('ChevronsLeftIcon', <path d="m11 17-5-5 5-5M18 17l-5-5 5-5" />);
export const ChevronsRightIcon = /* @__PURE__ */ createIcon('ChevronsRightIcon', <path d="m13 17 5-5-5-5M6 17l5-5-5-5" />);
export const ArrowLeftIcon = /* @__PURE__ */ createIcon('ArrowLeftIcon', <path d="M19 12H5M12 19l-7-7 7-7" />);
export const EyeIcon = /* @__PURE__ */ createIcon('EyeIcon', <><path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" /><circle cx="12" cy="12" r="3" /></>);
export const EyeOffIcon = /* @__PURE__ */ createIcon('EyeOffIcon', <path d="M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-3.2 4.2M6.6 6.6A17 17 0 0 0 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2" />);
export const MenuIcon = /* @__PURE__ */ createIcon('MenuIcon', <path d="M3 6h18M3 12h18M3 18h18" />);
export const SearchIcon = /* @__PURE__ */ createIcon('SearchIcon', <><circle cx="11" cy="11" r="7" /><path d="m21 21-4.3-4.3" /></>);
export const CalendarIcon = /* @__PURE__ */ createIcon('CalendarIcon', <><rect x="3" y="4" width="18" height="18" rx="2" /><path d="M16 2v4M8 2v4M3 10h18" /></>);
export const DownloadIcon = /* @__PURE__ */ createIcon('DownloadIcon', <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3" />);
export const UploadIcon = /* @__PURE__ */ createIcon('UploadIcon', <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M17 8l-5-5-5 5M12 3v12" />);
export const CopyIcon = /* @__PURE__ */ createIcon('CopyIcon', <><rect x="9" y="9" width="13" height="13" rx="2" /><path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" /></>);
export const MoreVerticalIcon = /* @__PURE__ */ createIcon('MoreVerticalIcon', <><circle cx="12" cy="5" r="1" /><circle cx="12" cy="12" r="1" /><circle cx="12" cy="19" r="1" /></>);
export const FilterIcon = /* @__PURE__ */ createIcon('FilterIcon', <path d="M22 3H2l8 9.5V19l4 2v-8.5Z" />);
export const UserIcon = /* @__PURE__ */ createIcon('UserIcon', <><circle cx="12" cy="8" r="4" /><path d="M4 21v-1a7 7 0 0 1 16 0v1" /></>);
export const LogOutIcon = /* @__PURE__ */ createIcon('LogOutIcon', <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />);
export const KeyIcon = /* @__PURE__ */ createIcon('KeyIcon', <><circle cx="7.5" cy="15.5" r="4.5" /><path d="m10.7 12.3 9.8-9.8M17 6l3 3M14 9l2 2" /></>);
export const FileIcon = /* @__PURE__ */ createIcon('FileIcon', <><path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8Z" /><path d="M14 2v6h6" /></>);
export const VideoIcon = /* @__PURE__ */ createIcon('VideoIcon', <><rect x="2" y="6" width="14" height="12" rx="2" /><path d="m22 8-6 4 6 4Z" /></>);
export const ImageIcon = /* @__PURE__ */ createIcon('ImageIcon', <><rect x="3" y="3" width="18" height="18" rx="2" /><circle cx="9" cy="9" r="2" /><path d="m21 15-5-5L5 21" /></>);
export const ExternalLinkIcon = /* @__PURE__ */ createIcon('ExternalLinkIcon', <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6M15 3h6v6M10 14 21 3" />);
export const AlertIcon = /* @__PURE__ */ createIcon('AlertIcon', <><circle cx="12" cy="12" r="10" /><path d="M12 8v4M12 16h.01" /></>);
export const InfoIcon = /* @__PURE__ */ createIcon('InfoIcon', <><circle cx="12" cy="12" r="10" /><path d="M12 16v-4M12 8h.01" /></>);
export const ClockIcon = /* @__PURE__ */ createIcon('ClockIcon', <><circle cx="12" cy="12" r="10" /><path d="M12 6v6l4 2" /></>);
export const UsersIcon = /* @__PURE__ */ createIcon('UsersIcon', <><circle cx="9" cy="7" r="4" /><path d="M3 21v-1a6 6 0 0 1 12 0v1M16 3.1a4 4 0 0 1 0 7.8M21 21v-1a6 6 0 0 0-4-5.7" /></>);
export const BriefcaseIcon = /* @__PURE__ */ createIcon('BriefcaseIcon', <><rect x="2" y="7" width="20" height="14" rx="2" /><path d="M16 7V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v2" /></>);
export const TruckIcon = /* @__PURE__ */ createIcon('TruckIcon', <><path d="M1 3h15v13H1ZM16 8h4l3 3v5h-7" /><circle cx="5.5" cy="18.5" r="2.5" /><circle cx="18.5" cy="18.5" r="2.5" /></>);
export const BookIcon = /* @__PURE__ */ createIcon('BookIcon', <path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V2H6.5A2.5 2.5 0 0 0 4 4.5v15ZM4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5" />);
export const HelpIcon = /* @__PURE__ */ createIcon('HelpIcon', <><circle cx="12" cy="12" r="10" /><path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01" /></>);
export const AwardIcon = /* @__PURE__ */ createIcon('AwardIcon', <><circle cx="12" cy="8" r="7" /><path d="M8.2 13.9 7 23l5-3 5 3-1.2-9.1" /></>);
