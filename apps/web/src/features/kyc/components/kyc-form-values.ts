import type { FileModel, KycIndividualForm } from '@hashforge/contract';

/** The KYC form's values: the contract's individual form, the images as the uploader holds them. */
export type KycFormValues = Omit<KycIndividualForm, 'passportDocumentImgArray' | 'selfieImgArray'> & {
  passportDocumentImgArray: FileModel[];
  selfieImgArray: FileModel[];
};

export const blankKycForm: KycFormValues = {
  country: '',
  idDocumentType: '' as unknown as number,
  firstName: '',
  lastName: '',
  birthday: '',
  gender: '' as unknown as number,
  idNumber: '',
  expireDateType: 1,
  expireDate: '',
  address: '',
  postal: '',
  passportDocumentImgArray: [],
  selfieImgArray: [],
};
