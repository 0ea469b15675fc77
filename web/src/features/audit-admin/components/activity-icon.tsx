import { Icon, type IconProps } from '@/components/icons/icon';

/** The Activity log's menu icon: a list with a clock. */
export function ActivityIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 6h9M4 12h6M4 18h6" />
      <circle cx="17" cy="15" r="4" />
      <path d="M17 13v2l1.5 1" />
    </Icon>
  );
}
