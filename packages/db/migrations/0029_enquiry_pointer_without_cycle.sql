ALTER TABLE "enquiries" DROP CONSTRAINT "enquiries_last_message_id_enquiry_messages_id_fk";
