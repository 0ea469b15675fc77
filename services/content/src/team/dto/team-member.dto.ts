import { ApiProperty } from '@nestjs/swagger';
import type { TeamMember } from '@madar/shared';
import { LocalizedTextDto } from '@madar/shared/nest';

/** OpenAPI model of a team member as GET /api/team returns it. */
export class TeamMemberDto implements TeamMember {
  @ApiProperty({ example: 'salma-al-obeidi' })
  id!: string;

  @ApiProperty({ type: LocalizedTextDto, description: "The name in each language's own script" })
  name!: LocalizedTextDto;

  @ApiProperty({ type: LocalizedTextDto })
  position!: LocalizedTextDto;

  @ApiProperty({
    example: '/images/placeholders/avatar.svg',
    description: 'A photo, or the avatar placeholder: pages draw the initials of the name then',
  })
  image!: string;

  @ApiProperty({ type: LocalizedTextDto })
  bio!: LocalizedTextDto;
}
