import { ApiProperty, PickType } from '@nestjs/swagger';
import {
  type Faq,
  type ProcessStep,
  type Service,
  SERVICE_ICONS,
  SERVICE_IDS,
  SERVICE_SUMMARY_FIELDS,
  type ServiceIcon,
  type ServiceId,
  type ServiceSummary,
} from '@madar/shared';
import { LocalizedTextDto } from '@madar/shared/nest';

export class ProcessStepDto implements ProcessStep {
  @ApiProperty({ type: LocalizedTextDto })
  title!: LocalizedTextDto;

  @ApiProperty({ type: LocalizedTextDto })
  description!: LocalizedTextDto;
}

export class FaqDto implements Faq {
  @ApiProperty({ type: LocalizedTextDto })
  question!: LocalizedTextDto;

  @ApiProperty({ type: LocalizedTextDto })
  answer!: LocalizedTextDto;
}

/** OpenAPI model of a service in full, as GET /api/services/{id} returns it. */
export class ServiceDto implements Service {
  @ApiProperty({ enum: SERVICE_IDS, example: 'networking' })
  id!: ServiceId;

  @ApiProperty({ type: LocalizedTextDto })
  title!: LocalizedTextDto;

  @ApiProperty({ type: LocalizedTextDto })
  description!: LocalizedTextDto;

  @ApiProperty({ enum: SERVICE_ICONS, example: 'network-wired' })
  icon!: ServiceIcon;

  @ApiProperty({ description: 'Shown on the home page (the first six are)' })
  featured!: boolean;

  @ApiProperty({ example: '/images/services/networking.svg' })
  image!: string;

  @ApiProperty({ type: LocalizedTextDto, isArray: true })
  features!: LocalizedTextDto[];

  @ApiProperty({ type: ProcessStepDto, isArray: true, description: 'Steps in delivery order' })
  process!: ProcessStepDto[];

  @ApiProperty({ type: FaqDto, isArray: true })
  faqs!: FaqDto[];
}

/** OpenAPI model of a service as GET /api/services lists it (no process or FAQs). */
export class ServiceSummaryDto
  extends PickType(ServiceDto, SERVICE_SUMMARY_FIELDS)
  implements ServiceSummary {}
