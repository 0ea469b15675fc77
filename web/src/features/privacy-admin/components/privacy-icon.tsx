import { Icon, type IconProps } from '@/components/icons/icon';

/** The privacy requests' menu icon: a shield with a person. */
export function PrivacyIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6z" />
      <circle cx="12" cy="10" r="2" />
      <path d="M8.5 16c.8-1.6 2-2.4 3.5-2.4s2.7.8 3.5 2.4" />
    </Icon>
  );
}
