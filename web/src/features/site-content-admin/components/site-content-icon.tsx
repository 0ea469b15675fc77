import { Icon, type IconProps } from '@/components/icons/icon';

/** Site content's menu icon: a page laid out as a site, header and blocks. */
export function SiteContentIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M3 9h18" />
      <path d="M7 13h4v4H7z" />
      <path d="M14 13h3M14 16h3" />
    </Icon>
  );
}
