import { ApiProperty } from '@nestjs/swagger';
import type { Job } from '@madar/shared';
import { LocalizedTextDto } from '@madar/shared/nest';

/** OpenAPI model of a job as GET /api/jobs returns it. */
export class JobDto implements Job {
  @ApiProperty({
    example: '3f6c1a2e-5b7d-4e8f-9a0b-1c2d3e4f5a6b',
    description: "Never changes; applications name the job by it (a seeded job's id reads like a slug)",
  })
  id!: string;

  @ApiProperty({
    example: 'senior-network-engineer',
    description:
      'The address on the site (/careers/{slug}), from the English title; fixed once the job is first published. ' +
      'GET /api/jobs/{id or any slug the job has held} finds the job',
  })
  slug!: string;

  @ApiProperty({ type: LocalizedTextDto })
  title!: LocalizedTextDto;

  @ApiProperty({ type: LocalizedTextDto })
  department!: LocalizedTextDto;

  @ApiProperty({ type: LocalizedTextDto })
  location!: LocalizedTextDto;

  @ApiProperty({ type: LocalizedTextDto, description: 'Full-time, Contract, ...' })
  type!: LocalizedTextDto;

  @ApiProperty({ type: LocalizedTextDto })
  description!: LocalizedTextDto;

  @ApiProperty({ type: LocalizedTextDto, isArray: true })
  responsibilities!: LocalizedTextDto[];

  @ApiProperty({ type: LocalizedTextDto, isArray: true })
  requirements!: LocalizedTextDto[];

  @ApiProperty({ description: 'Drafts are listed only to an admin' })
  published!: boolean;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the job was first published; null until then',
  })
  publishedAt!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;

  @ApiProperty({ description: 'How many applications the job has received', example: 0 })
  applications!: number;

  @ApiProperty({
    type: String,
    format: 'date',
    nullable: true,
    example: '2026-12-31',
    description:
      'The last day applications are taken (Africa/Tripoli); null: no closing date. After it the job is still ' +
      'listed and shown, and applications to it are refused (409 APPLICATION.JOB_CLOSED)',
  })
  closesAt!: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'A scheduled draft: when it publishes itself (UTC); null when nothing is scheduled',
  })
  publishAt?: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the job leaves the site by itself (UTC); null when nothing is scheduled',
  })
  closeAt?: string | null;
}
