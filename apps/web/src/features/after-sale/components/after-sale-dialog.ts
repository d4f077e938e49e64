/** What a card of the repair request's page hands the dialog it opens: the request, and whether it is open. */
export interface AfterSaleDialogProps {
  afterSaleId: number;
  open: boolean;
  onClose: () => void;
}
