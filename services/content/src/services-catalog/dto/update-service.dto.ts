/**
 * PATCH /api/services/{id}: the whole service but its id, as the admin's editor sends it. Every text in
 * both languages (trimmed, plain text, within the service contract's limits), the lists bounded, the
 * icon one of the set the site draws. The service stores it in place of the old one.
 */
import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsIn } from 'class-validator';
import {
  FAQ_LIMITS,
  PROCESS_STEP_LIMITS,
  SERVICE_FAQS_MAX,
  SERVICE_FEATURE_MAX,
  SERVICE_FEATURES_MAX,
  SERVICE_ICONS,
  SERVICE_LIMITS,
  SERVICE_PROCESS_MAX,
  type Faq,
  type ProcessStep,
  type ServiceIcon,
  type ServiceRequest,
} from '@madar/shared';
import { LocalizedTextInput, NestedField, NestedListField } from '@madar/shared/nest';
import { IsImageRef } from '../../blog/dto/image-ref.validator';

export class ServiceTitleInput extends LocalizedTextInput(SERVICE_LIMITS.title, {
  trim: true,
  example: { en: 'Networking', ar: 'الشبكات' },
}) {}
export class ServiceDescriptionInput extends LocalizedTextInput(SERVICE_LIMITS.description, {
  trim: true,
  lines: 'multi',
}) {}
export class ServiceFeatureInput extends LocalizedTextInput(SERVICE_FEATURE_MAX, {
  trim: true,
  example: { en: 'Structured cabling', ar: 'الكابلات المهيكلة' },
}) {}
export class ProcessStepTitleInput extends LocalizedTextInput(PROCESS_STEP_LIMITS.title, { trim: true }) {}
export class ProcessStepDescriptionInput extends LocalizedTextInput(PROCESS_STEP_LIMITS.description, {
  trim: true,
  lines: 'multi',
}) {}
export class FaqQuestionInput extends LocalizedTextInput(FAQ_LIMITS.question, { trim: true }) {}
export class FaqAnswerInput extends LocalizedTextInput(FAQ_LIMITS.answer, { trim: true, lines: 'multi' }) {}

export class ProcessStepInput implements ProcessStep {
  @NestedField(ProcessStepTitleInput, { reportMissing: true })
  title!: ProcessStepTitleInput;

  @NestedField(ProcessStepDescriptionInput, { reportMissing: true })
  description!: ProcessStepDescriptionInput;
}

export class FaqInput implements Faq {
  @NestedField(FaqQuestionInput, { reportMissing: true })
  question!: FaqQuestionInput;

  @NestedField(FaqAnswerInput, { reportMissing: true })
  answer!: FaqAnswerInput;
}

export class UpdateServiceDto implements ServiceRequest {
  @NestedField(ServiceTitleInput, { reportMissing: true })
  title!: ServiceTitleInput;

  @NestedField(ServiceDescriptionInput, { reportMissing: true })
  description!: ServiceDescriptionInput;

  @ApiProperty({ enum: SERVICE_ICONS, example: 'network-wired' })
  @IsIn(SERVICE_ICONS)
  icon!: ServiceIcon;

  @ApiProperty({ description: 'Shown on the home page' })
  @IsBoolean()
  featured!: boolean;

  @ApiProperty({
    maxLength: SERVICE_LIMITS.image,
    example: '/images/services/networking.svg',
    description: 'A site path under /images/ or /media/, or an https URL',
  })
  @IsImageRef(SERVICE_LIMITS.image)
  image!: string;

  @NestedListField(ServiceFeatureInput, {
    minItems: 1,
    maxItems: SERVICE_FEATURES_MAX,
    description: 'Each feature in both languages, in display order',
  })
  features!: ServiceFeatureInput[];

  @NestedListField(ProcessStepInput, {
    minItems: 1,
    maxItems: SERVICE_PROCESS_MAX,
    description: 'The steps of the work, in order',
  })
  process!: ProcessStepInput[];

  @NestedListField(FaqInput, { minItems: 1, maxItems: SERVICE_FAQS_MAX, description: 'In display order' })
  faqs!: FaqInput[];
}
