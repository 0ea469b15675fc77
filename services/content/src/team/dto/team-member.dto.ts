import { ApiProperty } from '@nestjs/swagger';
import type { TeamMember } from '@madar/shared';
import { LocalizedTextDto } from '@madar/shared/nest';

/** OpenAPI model of a team member as GET /api/team returns it. */
export class TeamMemberDto implements TeamMember {
  @ApiProperty({ example: 'salma-al-obeidi' })
  id!: string;

  @ApiProperty({ example: 'Salma Al-Obeidi', description: 'A plain name, not translated' })
  name!: string;

  @ApiProperty({ type: LocalizedTextDto })
  position!: LocalizedTextDto;

  @ApiProperty({ example: '/images/people/salma-al-obeidi.svg' })
  image!: string;

  @ApiProperty({ type: LocalizedTextDto })
  bio!: LocalizedTextDto;
}
