import { Icon, type IconProps } from '@/components/icons/icon';

/** The media library's menu icon: a picture with a mountain and the sun. */
export function MediaIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="9" cy="10" r="1.5" />
      <path d="M21 16l-5-5-8 8" />
    </Icon>
  );
}
