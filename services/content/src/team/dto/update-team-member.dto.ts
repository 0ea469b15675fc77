/**
 * PATCH /api/team/{id}: the whole member but their id: name, position and biography in both languages
 * (the name in each language's own script), and a photo, or the avatar placeholder that draws initials.
 */
import { ApiProperty } from '@nestjs/swagger';
import { TEAM_MEMBER_LIMITS, type TeamMemberRequest } from '@madar/shared';
import { LocalizedTextInput, NestedField } from '@madar/shared/nest';
import { IsImageRef } from '../../blog/dto/image-ref.validator';

export class TeamMemberNameInput extends LocalizedTextInput(TEAM_MEMBER_LIMITS.name, {
  trim: true,
  example: { en: 'Ahmed Al-Mabrouk', ar: 'أحمد المبروك' },
}) {}
export class TeamMemberPositionInput extends LocalizedTextInput(TEAM_MEMBER_LIMITS.position, {
  trim: true,
}) {}
export class TeamMemberBioInput extends LocalizedTextInput(TEAM_MEMBER_LIMITS.bio, {
  trim: true,
  lines: 'multi',
}) {}

export class UpdateTeamMemberDto implements TeamMemberRequest {
  @NestedField(TeamMemberNameInput, { reportMissing: true })
  name!: TeamMemberNameInput;

  @NestedField(TeamMemberPositionInput, { reportMissing: true })
  position!: TeamMemberPositionInput;

  @ApiProperty({
    maxLength: TEAM_MEMBER_LIMITS.image,
    example: '/images/placeholders/avatar.svg',
    description: 'A site path under /images/ or /media/, or an https URL',
  })
  @IsImageRef(TEAM_MEMBER_LIMITS.image)
  image!: string;

  @NestedField(TeamMemberBioInput, { reportMissing: true })
  bio!: TeamMemberBioInput;
}
